/** Web vitals ratings (spec 001 section 9): good up to the first bound, poor above the second. */
export const WEB_VITAL_BOUNDS = {
  FCP: { good: 1800, poor: 3000 },
  LCP: { good: 2500, poor: 4000 },
  FID: { good: 100, poor: 300 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
} as const;

export type WebVitalName = keyof typeof WEB_VITAL_BOUNDS;
export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

/** Milliseconds for all but CLS, which is a unitless layout-shift score. */
export function rateWebVital(name: WebVitalName, value: number): WebVitalRating {
  const bounds = WEB_VITAL_BOUNDS[name];
  if (value <= bounds.good) return 'good';
  return value > bounds.poor ? 'poor' : 'needs-improvement';
}
