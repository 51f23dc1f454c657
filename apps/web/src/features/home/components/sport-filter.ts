import type { FeedParams } from '../../../shared/feed/index.ts';

/** The home page's lists narrowed to the chosen sport, or all of them. */
export function sportParams(sportId: number | null): FeedParams {
  return sportId === null ? {} : { sports: [sportId] };
}

/** `?sport=` carried to the "all" pages, so the sport stays chosen there. */
export function sportSearch(sportId: number | null): string {
  return sportId === null ? '' : `?sport=${sportId}`;
}
