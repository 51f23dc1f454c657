import { IconFrame } from '../../../shared/ui/icon.tsx';

/* Pictures only the casino draws, in the site's icon frame (24 px grid, round strokes). */

export function PinIcon({ size }: { size?: number | string }) {
  return (
    <IconFrame size={size}>
      <path d="M9 4h6l-1 5 3 3v2H7v-2l3-3ZM12 14v6" />
    </IconFrame>
  );
}

export function ClockIcon({ size }: { size?: number | string }) {
  return (
    <IconFrame size={size}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </IconFrame>
  );
}

export function FairIcon({ size }: { size?: number | string }) {
  return (
    <IconFrame size={size}>
      <path d="M12 3.5 19 6v5.5c0 4.2-2.9 7.6-7 9-4.1-1.4-7-4.8-7-9V6Z" />
      <path d="m8.8 12.2 2.2 2.2 4.3-4.6" />
    </IconFrame>
  );
}

export function JackpotIcon({ size }: { size?: number | string }) {
  return (
    <IconFrame size={size}>
      <path d="M7 4h10v3a5 5 0 0 1-10 0Z" />
      <path d="M7 5H4.5a2.5 2.5 0 0 0 3 3.4M17 5h2.5a2.5 2.5 0 0 1-3 3.4M12 12v4M8.5 20h7l-1-4h-5Z" />
    </IconFrame>
  );
}
