/** A readable device and browser for the sessions list; nothing decides on these. */
export function describeUserAgent(userAgent: string | null): { device: string; browser: string } {
  const agent = userAgent ?? '';
  return {
    device: firstMatch(agent, DEVICES) ?? 'Unknown device',
    browser: firstMatch(agent, BROWSERS) ?? 'Unknown browser',
  };
}

const DEVICES: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** Order matters: Edge and Opera also say Chrome, and Chrome also says Safari. */
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/YaBrowser\//, 'Yandex Browser'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

function firstMatch(agent: string, table: [RegExp, string][]): string | undefined {
  return table.find(([pattern]) => pattern.test(agent))?.[1];
}
