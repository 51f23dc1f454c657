import type { ReactNode } from 'react';

/*
 * Interface icons, drawn for this site on a 24x24 grid with a 1.8 stroke. Inline SVG keeps
 * them crisp, themable through `currentColor` and free of any network request.
 */
export const ICON_PATHS = {
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
    </>
  ),
  moon: <path d="M20 14.6A8.2 8.2 0 0 1 9.4 4 8.5 8.5 0 1 0 20 14.6Z" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.6 2.6 3.6 5.6 3.6 9s-1 6.4-3.6 9c-2.6-2.6-3.6-5.6-3.6-9s1-6.4 3.6-9Z" />
    </>
  ),
  chevronDown: <path d="m6 9 6 6 6-6" />,
  chevronForward: <path d="m9 6 6 6-6 6" />,
  more: <path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth="3.2" />,
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3M12 15v2" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  textSize: <path d="m3 19 5-14 5 14M5 14h6M14.5 19l3.3-9 3.2 9M15.6 16h4.4" />,
  shield: <path d="m12 3 8 3v6c0 4.8-3.4 8-8 9-4.6-1-8-4.2-8-9V6Z" />,
  trophy: (
    <path d="M8 4h8v5a4 4 0 0 1-8 0ZM8 6H5a3 3 0 0 0 3.2 4.2M16 6h3a3 3 0 0 1-3.2 4.2M12 13v4M8.5 21h7M10 17h4v4h-4Z" />
  ),
  live: (
    <>
      <circle cx="12" cy="12" r="2" />
      <path d="M8 8a5.7 5.7 0 0 0 0 8M16 8a5.7 5.7 0 0 1 0 8M5.2 5.2a9.6 9.6 0 0 0 0 13.6M18.8 5.2a9.6 9.6 0 0 1 0 13.6" />
    </>
  ),
  line: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M7 14h4M7 17h7" />
    </>
  ),
  casino: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="3.5" />
      <path d="M8.5 8.5h.01M15.5 8.5h.01M12 12h.01M8.5 15.5h.01M15.5 15.5h.01" strokeWidth="2.8" />
    </>
  ),
  esports: (
    <>
      <path d="M7 8h10a5 5 0 0 1 5 5v1.5a3 3 0 0 1-5.5 1.7L15 14H9l-1.5 2.2A3 3 0 0 1 2 14.5V13a5 5 0 0 1 5-5Z" />
      <path d="M7 10.5v3M5.5 12h3M15.5 11h.01M17.5 13h.01" />
    </>
  ),
  gift: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12M12 8C10.5 4.5 6.5 4 6.5 6.3S10 8 12 8c2 0 5.5 .6 5.5-1.7S13.5 4.5 12 8Z" />
    </>
  ),
  results: <path d="M4 20V12M10 20V5M16 20v-9M21 20H3" />,
  virtual: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4M10 8.5v4l3.5-2Z" />
    </>
  ),
  star: <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9Z" />,
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </>
  ),
  home: <path d="m3 11 9-7 9 7M5.5 9.5V20h13V9.5M10 20v-5h4v5" />,
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </>
  ),
  compass: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5Z" />
    </>
  ),
  wallet: (
    <>
      <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3" />
      <rect x="4" y="8" width="17" height="12" rx="2.5" />
      <path d="M16.5 14h.01" strokeWidth="2.6" />
    </>
  ),
  scale: (
    <path d="M12 4v16M8 20h8M5 7.5h14M5 7.5 2.5 13a2.8 2.8 0 0 0 5 0ZM19 7.5 16.5 13a2.8 2.8 0 0 0 5 0ZM12 4.5h.01" />
  ),
  fire: (
    <path d="M12 21a7 7 0 0 1-7-7c0-3 1.6-5 3.5-7 .3 2 1.3 3.3 2.5 3.8C11 7.6 12.3 5 15 3c-.4 3 .9 4.8 2.2 6.4A7 7 0 0 1 12 21Zm0 0c-1.8 0-3-1.3-3-3 0-1.6 1.3-2.6 2.3-3.8.4 1.2 1.5 1.7 2.4 1.5.8 1 1.3 1.7 1.3 2.3 0 1.7-1.2 3-3 3Z" />
  ),
  liveCasino: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="3.5" />
      <path d="M12 3.5v3M12 17.5v3M3.5 12h3M17.5 12h3M6 6l2.1 2.1M15.9 15.9 18 18M6 18l2.1-2.1M15.9 8.1 18 6" />
    </>
  ),
  cookie: (
    <>
      <path d="M12 3a9 9 0 1 0 9 9 3.5 3.5 0 0 1-4-3.5A3.5 3.5 0 0 1 12 3Z" />
      <path d="M8 10h.01M9.5 15h.01M14 14.5h.01" strokeWidth="2.6" />
    </>
  ),
  eye: (
    <>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  eyeOff: (
    <path d="M3 3l18 18M10.6 6A10 10 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-2.7 3.4M6.6 6.6C4 8.3 2.5 12 2.5 12S6 18.5 12 18.5c1.9 0 3.5-.6 4.9-1.5M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  ),
  signOut: <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l-4-4 4-4M6 12h10" />,
  devices: (
    <>
      <rect x="2.5" y="4.5" width="14" height="10" rx="1.5" />
      <path d="M6 18.5h7M9.5 14.5v4" />
      <rect x="17" y="9" width="4.5" height="10.5" rx="1" />
    </>
  ),
  // Money in and out of the account: an arrow into and out of a tray.
  deposit: (
    <path d="M12 3.5v10.5M7.5 9.5l4.5 4.5 4.5-4.5M4 15v2.5A2.5 2.5 0 0 0 6.5 20h11a2.5 2.5 0 0 0 2.5-2.5V15" />
  ),
  withdraw: (
    <path d="M12 14V3.5M7.5 8 12 3.5 16.5 8M4 15v2.5A2.5 2.5 0 0 0 6.5 20h11a2.5 2.5 0 0 0 2.5-2.5V15" />
  ),
  history: <path d="M3.5 12A8.5 8.5 0 1 0 6 6L3.5 8.5M3.5 4v4.5H8M12 7.5V12l3 2" />,
  chat: <path d="M20 12a8 8 0 0 1-11.6 7.1L4 20l1-4.1A8 8 0 1 1 20 12ZM8.5 10.5h7M8.5 14h4.5" />,
  // A game's events: subscriptions and the chronology of play.
  bell: (
    <>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15Z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </>
  ),
  bellActive: (
    <>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15Z" fill="currentColor" />
      <path d="M10 20.5a2 2 0 0 0 4 0M3.5 8.5a8.5 8.5 0 0 1 2.6-4.6M20.5 8.5a8.5 8.5 0 0 0-2.6-4.6" />
    </>
  ),
  ball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m12 7.5 4.2 3-1.6 5h-5.2l-1.6-5Z" />
      <path d="M12 3v4.5M3.4 9.5l4.4 1M20.6 9.5l-4.4 1M6.5 19l2.9-3.5M17.5 19l-2.9-3.5" />
    </>
  ),
  card: <rect x="7" y="3.5" width="10" height="17" rx="1.5" />,
  whistle: (
    <>
      <circle cx="9" cy="14" r="5" />
      <path d="M12.5 10.5 21 6v4l-6.5 2.5M9 14h.01" />
    </>
  ),
  flagEnd: <path d="M5 21V4m0 0h11l-2 4 2 4H5" />,
  spark: <path d="m13 3-7 11h5l-1 7 7-11h-5Z" />,
  dot: <circle cx="12" cy="12" r="3" />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof ICON_PATHS;

/** Icon names the site configuration uses for the same pictures. */
const ALIASES: Record<string, IconName> = {
  cyber: 'esports',
  'live-casino': 'liveCasino',
  bonus: 'gift',
  promo: 'gift',
};

/** The icon a configuration names, if this app draws it. */
export function iconFromConfig(name: string): IconName | undefined {
  if (Object.hasOwn(ICON_PATHS, name)) return name as IconName;
  return ALIASES[name];
}
