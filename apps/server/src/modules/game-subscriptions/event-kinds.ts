import { SUBSCRIPTION_EVENT_KINDS, type SubscriptionEventKind } from '@arenabet/contracts';
import { sportBySlug } from '@arenabet/reference/sports';

/*
 * Which events a game offers for subscription, by its sport. Goals are worth a message only
 * where they are rare (not in basketball or handball, where a "goal" comes every minute); red
 * cards only where the sport shows cards; a race has no periods, only its result.
 */

function sportIds(...slugs: string[]): ReadonlySet<number> {
  return new Set(
    slugs.map((slug) => {
      const sport = sportBySlug(slug);
      if (!sport) throw new Error(`unknown sport ${slug}`);
      return sport.id;
    }),
  );
}

const GOAL_SPORTS = sportIds(
  'football',
  'ice-hockey',
  'futsal',
  'bandy',
  'water-polo',
  'field-hockey',
  'beach-soccer',
  'cyber-football',
  'cyber-hockey',
  'efootball',
);
const CARD_SPORTS = sportIds('football', 'futsal', 'beach-soccer');
const RACE_SPORTS = sportIds('horse-racing', 'greyhound-racing', 'trotting');

function offers(kind: SubscriptionEventKind, sportId: number): boolean {
  switch (kind) {
    case 'goal':
      return GOAL_SPORTS.has(sportId);
    case 'red_card':
      return CARD_SPORTS.has(sportId);
    case 'period_end':
      return !RACE_SPORTS.has(sportId);
    case 'result':
      return true;
  }
}

/** The events a game of this sport offers, in the order the form shows them. */
export function offeredEventKinds(sportId: number): SubscriptionEventKind[] {
  return SUBSCRIPTION_EVENT_KINDS.filter((kind) => offers(kind, sportId));
}
