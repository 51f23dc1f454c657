import type { PaymentDirection } from '@arenabet/contracts/payments';

/** Money coming into the account (an arrow into a tray) or leaving it (an arrow out of it). */
const PATHS: Record<PaymentDirection, string> = {
  deposit: 'M12 4v10m-4.5-4.5L12 14l4.5-4.5M5 19h14',
  withdrawal: 'M12 14V4M7.5 8.5 12 4l4.5 4.5M5 19h14',
};

/** Decorative: the type's name is written beside it. */
export function DirectionIcon({ direction }: { direction: PaymentDirection }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.125em"
      height="1.125em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[direction]} />
    </svg>
  );
}
