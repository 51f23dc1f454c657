import {
  type CouponEvent,
  type CouponEventState,
  marketTitle,
  outcomeName,
} from '@arenabet/contracts';
import { type Odds, oddsFromDecimal } from '@arenabet/domain/betting/odds';
import { GAME_STATUS } from '@arenabet/reference/games';
import { type LocalizedName, nameIn } from '@arenabet/reference/localized';
import type { FeedService, OfferedGame } from '../feed/service.ts';
import type { SourceOutcome } from '../feed/source.ts';
import type { LegNames } from './schema.ts';

/*
 * A coupon's outcomes against the line as it is now: each found in the feeds by its game (or
 * sub-game), market group, type and line, with its odds and whether it takes bets.
 */

/** Lines are compared in thousandths: the feed's 2.5 and a coupon's 2.5000001 are one line. */
export function paramKeyOf(param: number | undefined): number {
  return param === undefined ? 0 : Math.round(param * 1000);
}

export interface LineEvent {
  sent: CouponEvent;
  sentOdds: Odds | undefined;
  state: CouponEventState;
  /** The odds now; the odds sent when the outcome is gone. */
  odds: Odds | undefined;
  live: boolean;
  offered: OfferedGame | undefined;
  parentGameId: number | undefined;
  /** A duel's two games: its legs correlate with theirs (coupon-rules). */
  playedIn: readonly number[] | undefined;
  /** Absent when the feeds no longer offer the game. */
  names: LegNames | undefined;
}

export function findOutcome(outcomes: readonly SourceOutcome[], event: CouponEvent) {
  const key = paramKeyOf(event.param);
  return outcomes.find(
    (o) => o.group === event.group && o.type === event.type && paramKeyOf(o.line) === key,
  );
}

function stateOf(offered: OfferedGame, outcome: SourceOutcome | undefined): CouponEventState {
  if (!outcome) return 'unknown';
  if (offered.game.status !== GAME_STATUS.BETS_ARE_BEING_ACCEPTED) return 'finished';
  return outcome.locked ? 'locked' : 'open';
}

export async function lineEvent(feed: FeedService, sent: CouponEvent): Promise<LineEvent> {
  const sentOdds = oddsFromDecimal(sent.coef);
  const offered = await feed.offeredGame(sent.gameId);
  if (!offered) {
    return {
      sent,
      sentOdds,
      state: 'unknown',
      odds: sentOdds,
      live: false,
      offered,
      parentGameId: undefined,
      playedIn: undefined,
      names: undefined,
    };
  }
  const outcome = findOutcome(offered.subGame?.outcomes ?? offered.game.outcomes, sent);
  const odds = outcome ? oddsFromDecimal(outcome.odds) : undefined;
  return {
    sent,
    sentOdds,
    state: odds === undefined ? 'unknown' : stateOf(offered, outcome),
    odds: odds ?? sentOdds,
    live: offered.phase === 'live',
    offered,
    parentGameId: offered.subGame ? offered.game.id : undefined,
    playedIn: offered.game.duelOf,
    names: await legNamesOf(feed, offered),
  };
}

/** The names a leg shows, in every language, from the feed's game and teams. */
export async function legNamesOf(feed: FeedService, offered: OfferedGame): Promise<LegNames> {
  const { game, subGame } = offered;
  const [champ, home, away] = await Promise.all([
    feed.champ(game.champId),
    feed.team(game.homeTeamId),
    game.awayTeamId === undefined ? undefined : feed.team(game.awayTeamId),
  ]);
  const unnamed: LocalizedName = { en: '', ru: '', ar: '' };
  return {
    champ: champ?.name ?? unnamed,
    home: home?.name ?? unnamed,
    away: away?.name,
    period: subGame ? (subGame.kindName ?? subGame.periodName) : undefined,
    runners: game.runners,
  };
}

/** Market and outcome names in a language, as the game's page says them. */
export function outcomeWords(
  leg: { group: number; type: number; param?: number; sportId: number; names: LegNames },
  language: string,
) {
  const scope = leg.names.period ? 'period' : 'match';
  const title = marketTitle(leg.group, leg.sportId, scope);
  return {
    marketName: title ? nameIn(title, language) : '',
    outcomeName: outcomeName({ type: leg.type, line: leg.param }, language, leg.names.runners),
    periodName: leg.names.period ? nameIn(leg.names.period, language) : '',
    champName: nameIn(leg.names.champ, language),
    home: nameIn(leg.names.home, language),
    away: leg.names.away ? nameIn(leg.names.away, language) : undefined,
  };
}
