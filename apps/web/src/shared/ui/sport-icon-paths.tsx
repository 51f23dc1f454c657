import type { ReactNode } from 'react';

/* Sport pictograms on the same 24x24 grid and stroke as the interface icons. */
const ball = <circle cx="12" cy="12" r="9" />;

const SPORT_PATHS = {
  football: (
    <>
      {ball}
      <path d="m12 7.5 3.4 2.5-1.3 4h-4.2l-1.3-4Zm0-4.5v4.5m3.4 2.5 4.8-1.6M14.1 14l2.9 4.1M9.9 14 7 18.1M8.6 10 3.8 8.4" />
    </>
  ),
  hockey: (
    <>
      <path d="M5 3.5 13.5 16a2 2 0 0 0 1.7.9H20" />
      <path d="M19 3.5 10.5 16a2 2 0 0 1-1.7.9H4" />
      <ellipse cx="12" cy="20" rx="2.6" ry="1.2" />
    </>
  ),
  basketball: (
    <>
      {ball}
      <path d="M3 12h18M12 3v18M5.6 5.6c3 2.6 3 10.2 0 12.8M18.4 5.6c-3 2.6-3 10.2 0 12.8" />
    </>
  ),
  tennis: (
    <>
      {ball}
      <path d="M5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8" />
    </>
  ),
  baseball: (
    <>
      {ball}
      <path
        d="M7 4.5c1.8 2.1 2.7 4.6 2.7 7.5S8.8 17.4 7 19.5M17 4.5c-1.8 2.1-2.7 4.6-2.7 7.5s.9 5.4 2.7 7.5"
        strokeDasharray="2 1.6"
      />
    </>
  ),
  volleyball: (
    <>
      {ball}
      <path d="M12 12V3M12 12l7.8 4.5M12 12l-7.8 4.5M12 3c3.5 2.5 5 6 4.5 9.5M19.8 16.5c-3.9 1.8-7.7 1.4-10.6-.8M4.2 16.5c-.4-4.3 1.2-7.7 4.3-9.8" />
    </>
  ),
  oval: (
    <>
      <path d="M4.5 19.5c-1.6-4.3.6-10.3 4.7-12.8 3.5-2.2 7.5-2.6 10.3-2.2.9 3.3-.2 8.2-3.3 11.5-3.4 3.5-8.3 4.9-11.7 3.5Z" />
      <path d="m9 15 6-6M10.5 10.5l1.5 1.5M12 9l1.5 1.5M9 12l1.5 1.5" />
    </>
  ),
  handball: (
    <>
      <circle cx="15.5" cy="6" r="3" />
      <path d="M12.5 21 10 15l3-3.5-3.5-2-4 2.5M10 15l-4 3M13 11.5l4.5 1.5" />
    </>
  ),
  glove: (
    <>
      <path d="M7 12V8a5 5 0 0 1 5-5h1.5A4.5 4.5 0 0 1 18 7.5V14a4 4 0 0 1-4 4h-3.5A3.5 3.5 0 0 1 7 14.5Z" />
      <path d="M7 12H5.5a2 2 0 0 0 0 4H7M8 18v3h8v-3M11 9h4" />
    </>
  ),
  paddle: (
    <>
      <circle cx="10" cy="10" r="6.5" />
      <path d="m14.6 14.6 4.9 4.9M17.5 7a2 2 0 1 0 0-.01" />
    </>
  ),
  gamepad: (
    <>
      <path d="M7 8h10a5 5 0 0 1 5 5v1.5a3 3 0 0 1-5.5 1.7L15 14H9l-1.5 2.2A3 3 0 0 1 2 14.5V13a5 5 0 0 1 5-5Z" />
      <path d="M7 10.5v3M5.5 12h3M15.5 11h.01M17.5 13h.01" />
    </>
  ),
  horseshoe: (
    <path d="M6 20H4.5V11a7.5 7.5 0 0 1 15 0v9H18v-9a6 6 0 0 0-12 0ZM7.5 8.5h.01M16.5 8.5h.01M6.6 13h.01M17.4 13h.01" />
  ),
  target: (
    <>
      {ball}
      <circle cx="12" cy="12" r="5" />
      <path d="M12 12h.01M12 12l7-7M17 4.5h2.5V7" />
    </>
  ),
  cueBall: (
    <>
      {ball}
      <circle cx="12" cy="12" r="3.8" />
      <path d="M11.2 10.6h1.6v3" />
    </>
  ),
  flag: (
    <>
      <path d="M5 21V4" />
      <path d="M5 4h13l-2.5 4L18 12H5" />
      <path d="M9.5 4v8M14 4v8M5 8h12" strokeWidth="1.2" />
    </>
  ),
  cricket: (
    <>
      <path d="m4 20 3-3M6 15.5l2.5 2.5L19 7.5a1.8 1.8 0 0 0-2.5-2.5Z" />
      <circle cx="18" cy="18" r="2.2" />
    </>
  ),
  golf: (
    <>
      <path d="M11 21V3l7 3.5-7 3.5" />
      <ellipse cx="11" cy="21" rx="6" ry="1" />
    </>
  ),
  cycling: (
    <>
      <circle cx="6" cy="16" r="3.8" />
      <circle cx="18" cy="16" r="3.8" />
      <path d="m6 16 3.5-7H15l3 7M9.5 9 12 16h-6M13.5 6H16" />
    </>
  ),
  chess: <path d="M9 21h6M8 18h8l-1-5H9ZM10 13l-.5-3h5l-.5 3M9.5 10a2.5 2.5 0 1 1 5 0" />,
  ballot: (
    <>
      <path d="M4 13h16v8H4ZM8 13V4h8v9" />
      <path d="m10 8 1.5 1.5L14.5 6.5" />
    </>
  ),
  skate: <path d="M5 4h5l1 6 6 2.5a3 3 0 0 1 2 2.8V16H5ZM3.5 20h15a2.5 2.5 0 0 0 2.5-2.5" />,
  snowflake: (
    <path d="M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9M9.5 4.5 12 7l2.5-2.5M9.5 19.5 12 17l2.5 2.5" />
  ),
  medal: (
    <>
      <circle cx="12" cy="15" r="5.5" />
      <path d="M8.5 10.5 6 3h4l2 4 2-4h4l-2.5 7.5M12 12.5v5" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type SportGlyph = keyof typeof SPORT_PATHS;

/** Sport slug (from @arenabet/reference) -> pictogram; sports without their own get a medal. */
const GLYPH_BY_SLUG: Record<string, SportGlyph> = {
  football: 'football',
  futsal: 'football',
  'beach-soccer': 'football',
  'gaelic-football': 'football',
  'ice-hockey': 'hockey',
  bandy: 'hockey',
  'field-hockey': 'hockey',
  floorball: 'hockey',
  lacrosse: 'hockey',
  basketball: 'basketball',
  'basketball-3x3': 'basketball',
  netball: 'basketball',
  tennis: 'tennis',
  squash: 'tennis',
  padel: 'tennis',
  badminton: 'tennis',
  baseball: 'baseball',
  softball: 'baseball',
  volleyball: 'volleyball',
  'beach-volleyball': 'volleyball',
  'water-polo': 'volleyball',
  rugby: 'oval',
  'american-football': 'oval',
  'aussie-rules': 'oval',
  handball: 'handball',
  boxing: 'glove',
  mma: 'glove',
  kickboxing: 'glove',
  'muay-thai': 'glove',
  'table-tennis': 'paddle',
  esports: 'gamepad',
  'horse-racing': 'horseshoe',
  trotting: 'horseshoe',
  'greyhound-racing': 'horseshoe',
  'virtual-horse-racing': 'horseshoe',
  darts: 'target',
  archery: 'target',
  shooting: 'target',
  snooker: 'cueBall',
  billiards: 'cueBall',
  bowling: 'cueBall',
  'formula-1': 'flag',
  motorsport: 'flag',
  'motorcycle-racing': 'flag',
  rally: 'flag',
  nascar: 'flag',
  motogp: 'flag',
  speedway: 'flag',
  cricket: 'cricket',
  golf: 'golf',
  cycling: 'cycling',
  chess: 'chess',
  politics: 'ballot',
  'figure-skating': 'skate',
  'speed-skating': 'skate',
  biathlon: 'snowflake',
  'alpine-skiing': 'snowflake',
  'cross-country-skiing': 'snowflake',
  'ski-jumping': 'snowflake',
};

export function sportGlyph(slug: string, isCyber: boolean): ReactNode {
  return SPORT_PATHS[GLYPH_BY_SLUG[slug] ?? (isCyber ? 'gamepad' : 'medal')];
}
