import type { PaymentStatus } from '@arenabet/contracts/payments';
import type { PaymentMethodKind } from '@arenabet/domain';
import type { ReactNode } from 'react';
import { IconFrame } from '../../../shared/ui/icon.tsx';

/*
 * The money screens' own pictures, drawn like the site's icon set (24 px grid, round strokes):
 * one per way to pay and one per payment status.
 */
const METHOD_PATHS: Record<PaymentMethodKind, ReactNode> = {
  card: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
      <path d="M3 10h18M6.5 15h4" />
    </>
  ),
  bank_transfer: <path d="M3 9.5 12 4l9 5.5M5 10v7M9.7 10v7M14.3 10v7M19 10v7M3.5 20h17" />,
  e_wallet: (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M10.5 18.5h3M9.5 11.5l2 2 3.5-4" />
    </>
  ),
  crypto: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 7.5v9M9.5 8h3.8a2 2 0 0 1 0 4H9.5h4.3a2.1 2.1 0 0 1 0 4.2H9.5M11 6v1.5M11 16.5V18M13 6v1.5M13 16.5V18" />
    </>
  ),
};

const STATUS_PATHS: Record<PaymentStatus, ReactNode> = {
  pending: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  success: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  failed: <path d="M6.5 6.5 17.5 17.5M17.5 6.5 6.5 17.5" />,
  cancelled: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M5.7 5.7 18.3 18.3" />
    </>
  ),
  rejected: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" />
    </>
  ),
  refunded: <path d="M9 5 4.5 9.5 9 14M4.5 9.5H15a5 5 0 0 1 0 10h-3" />,
};

interface PictureProps {
  size?: number | string;
  className?: string;
}

/** Decorative: the method's name is always written beside it. */
export function MethodIcon({ kind, ...props }: PictureProps & { kind: PaymentMethodKind }) {
  return (
    <IconFrame size="1.5em" {...props}>
      {METHOD_PATHS[kind]}
    </IconFrame>
  );
}

/** Decorative: the status is always written beside it. */
export function StatusIcon({ status, ...props }: PictureProps & { status: PaymentStatus }) {
  return (
    <IconFrame size="1.5em" {...props}>
      {STATUS_PATHS[status]}
    </IconFrame>
  );
}
