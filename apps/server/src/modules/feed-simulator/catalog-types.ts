import type { LocalizedName } from '@arenabet/reference/localized';
import type { ContinuousSchedule } from './continuous.ts';
import type { CupSchedule } from './cup.ts';
import type { ElectionSchedule } from './elections.ts';
import type { EsportsEventSchedule } from './esports-events.ts';
import type { FightCardSchedule } from './fight-cards.ts';
import type { LeagueSchedule } from './league.ts';
import type { PoolSchedule } from './pool.ts';
import type { RaceMeetingSchedule } from './race-meetings.ts';
import type { TennisSchedule } from './tennis-calendar.ts';
import type { VirtualRaceSchedule } from './virtual-races.ts';

/*
 * What the simulated world is made of: champs, where their teams come from, and when they play.
 * Every id the simulator gives (champ, team, player, game) is built from a champ's frozen
 * ordinal, so a champ keeps its ids whatever is added around it.
 */

export type ModelKey =
  | 'football'
  | 'cyberFootball'
  | 'hockey'
  | 'cyberHockey'
  | 'basketball'
  | 'cyberBasketball'
  | 'tennis'
  | 'volleyball'
  | 'tableTennis'
  | 'cs2'
  | 'moba'
  | 'cricket'
  | 'mma'
  | 'horseRacing'
  | 'politics';

export type TeamSource =
  /** Clubs named the way the country names them (club-names.ts). */
  | { kind: 'clubs'; country: string }
  /** City + word: "Boston Bears" (wordFirst false) or "Torpedo Omsk" (true). */
  | {
      kind: 'worded';
      cities: string;
      words: 'nicknames' | 'russian' | 'cricket';
      wordFirst: boolean;
    }
  /** Players or fighters of these nationalities. */
  | { kind: 'persons'; nations: readonly string[]; women: boolean }
  | { kind: 'esports' }
  /** Gamers each playing a club named by one of these sources: "Real Madrid (Kraken)". */
  | { kind: 'cyber'; of: readonly TeamSource[] }
  /** The races of a meeting (Race 1, Race 2, ...); runners come from the course's `horses`. */
  | { kind: 'races'; horses: number }
  /** The strongest teams of other champs (a continental cup), `each` from each, after `skip`. */
  | { kind: 'best'; champs: readonly string[]; each: number | readonly number[]; skip?: number }
  /** National teams of these countries, named as the countries. */
  | { kind: 'nations'; countries: readonly string[] }
  /** The very teams of a pool champ (a tour's players), shared by every champ drawing on it. */
  | { kind: 'pool'; pool: string };

/** How a champ's games are laid out: see competition.ts and each format's file. */
export type Schedule =
  | LeagueSchedule
  | CupSchedule
  | ContinuousSchedule
  | PoolSchedule
  | TennisSchedule
  | FightCardSchedule
  | EsportsEventSchedule
  | RaceMeetingSchedule
  | VirtualRaceSchedule
  | ElectionSchedule;

export interface ChampSpec {
  /** Frozen, 1-255: champ, team, player and game ids are built from it. */
  ordinal: number;
  key: string;
  sportId: number;
  model: ModelKey;
  /** ISO alpha-2 or the site's own code (XE England, AA World). */
  country: string;
  /** The champ's own name; the country is put in front unless `bare`. */
  name: LocalizedName;
  bare?: boolean;
  teams: TeamSource;
  teamCount: number;
  schedule: Schedule;
  /** How far ahead games are offered, hours (a full size world; the small one offers less). */
  horizonHours: number;
  isTop?: boolean;
  priority: number;
  /** Part of the small world used by tests. */
  small?: boolean;
}
