/** A football pitch seen from above, drawn in light strokes: decoration, no information. */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 360 240" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-pitch" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#22d37a" stopOpacity="0.55" />
          <stop offset="1" stopColor="#ffc83d" stopOpacity="0.35" />
        </linearGradient>
      </defs>
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
      <g transform="translate(236 58)">
        <circle r="22" fill="#ffffff" />
        <path d="m0-9 8.5 6.2-3.3 10H-4.8l-3.3-10Z" fill="#0a1224" />
        <circle r="22" fill="none" stroke="#0a1224" strokeOpacity="0.25" strokeWidth="1.5" />
      </g>
      <path
        d="M214 66c-24 10-48 30-62 52"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.35"
        strokeWidth="2"
        strokeDasharray="4 6"
      />
    </svg>
  );
}
