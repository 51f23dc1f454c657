import { champ, DAY, persons } from './catalog-build.ts';
import type { ChampSpec } from './catalog-types.ts';
import { type FightCardSchedule, rosterSize } from './fight-cards.ts';

/* MMA: the promotions' fight cards (fight-cards.ts). */

/** UFC: fight nights on most Saturdays, prelims then a main card of five from 19:00 Pacific. */
const UFC: FightCardSchedule = {
  kind: 'fights',
  zone: 'America/Los_Angeles',
  night: 5,
  everyWeeks: 1,
  skip: 0.2,
  main: '19:00',
  mainGap: 30,
  prelimGap: 25,
  mainFights: 5,
  fights: [10, 13],
  classes: 8,
  cycle: 8,
};

/** ACA: a card every other Saturday in Moscow. */
const ACA: FightCardSchedule = {
  kind: 'fights',
  zone: 'Europe/Moscow',
  night: 5,
  everyWeeks: 2,
  skip: 0,
  main: '20:00',
  mainGap: 30,
  prelimGap: 25,
  mainFights: 5,
  fights: [10, 12],
  classes: 6,
  cycle: 5,
};

/** Cards are announced weeks ahead: the next two or three are always on offer. */
const CARDS_HORIZON_HOURS = 21 * DAY;

export const MMA_CHAMPS: readonly ChampSpec[] = [
  champ(
    71,
    'ufc',
    37,
    'mma',
    'US',
    'UFC|UFC|UFC',
    persons(false, 'US', 'BR', 'RU', 'EG', 'FR', 'ES', 'DE', 'IT', 'JP', 'CN'),
    rosterSize(UFC),
    UFC,
    { isTop: true, small: true, bare: true, priority: 88, horizonHours: CARDS_HORIZON_HOURS },
  ),
  champ(
    72,
    'aca',
    37,
    'mma',
    'RU',
    'ACA|ACA|ACA',
    persons(false, 'RU', 'BR', 'RS'),
    rosterSize(ACA),
    ACA,
    { bare: true, horizonHours: CARDS_HORIZON_HOURS },
  ),
];
