/** A football pitch seen from above, drawn in light strokes: decoration, no information. */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 360 240" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-pitch" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#22d37a" stopOpacity="0.6" />
          <stop offset="1" stopColor="#ffc83d" stopOpacity="0.4" />
        </linearGradient>
        <radialGradient id="hero-glow">
          <stop offset="0" stopColor="#22d37a" stopOpacity="0.35" />
          <stop offset="1" stopColor="#22d37a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="180" cy="120" r="110" fill="url(#hero-glow)" />
      <g fill="none" stroke="url(#hero-pitch)" strokeWidth="2.2">
        <rect x="20" y="20" width="320" height="200" rx="10" />
        <path d="M180 20v200" />
        <circle cx="180" cy="120" r="34" />
        <rect x="20" y="72" width="44" height="96" />
        <rect x="296" y="72" width="44" height="96" />
        <rect x="20" y="98" width="16" height="44" />
        <rect x="324" y="98" width="16" height="44" />
        <path d="M64 100a22 22 0 0 1 0 40M296 100a22 22 0 0 0 0 40" />
      </g>
      <circle cx="180" cy="120" r="4" fill="#22d37a" />
      <path
        d="M212 70c-22 12-40 28-50 46"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.4"
        strokeWidth="2"
        strokeDasharray="4 6"
      />
      {/* The ball: a white sphere with the classic pentagon panels. */}
      <g transform="translate(236 56)">
        <circle r="21" fill="#ffffff" />
        <g fill="#0a1224">
          <path d="m0-8 7.6 5.5-2.9 9H-4.7l-2.9-9Z" />
          <path d="M-4-20.6 4-20.6 3-15.5-3-15.5Z" />
          <path d="m19.6-6.4-2.5 7.6-4.7-2.3 1.9-5.7Z" />
          <path d="m12.1 16.6-6.5 4.7-2.2-4.8 4.8-3.5Z" />
          <path d="m-12.1 16.6-4.8-3.5 3.8-2.6 2.2 4.8 1.3 1.3Z" />
          <path d="m-19.6-6.4 3.3-.4 1.9 5.7-4.7 2.3Z" />
        </g>
        <g stroke="#0a1224" strokeWidth="1.4" strokeLinecap="round">
          <path d="M0-8v-7.5M7.6-2.5l6.3-2M4.7 6.5l3.9 5.4M-4.7 6.5l-3.9 5.4M-7.6-2.5l-6.3-2" />
        </g>
        <circle r="21" fill="none" stroke="#0a1224" strokeOpacity="0.2" strokeWidth="1.5" />
      </g>
    </svg>
  );
}
