import { randomUUID } from 'node:crypto';
import type { BetPlacement, CouponView } from '@arenabet/contracts';
import { MARKET_GROUP, OUTCOME_TYPE, oddsText } from '@arenabet/contracts';
import { toMinorUnits } from '@arenabet/domain';
import { GAME_STATUS } from '@arenabet/reference/games';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';
import { fixtureChamp, footballOutcomes } from '../feed/feed-test-kit.ts';
import type { FeedSource, SourceChange, SourceGame, SourceTeam } from '../feed/source.ts';
import { makePlayer } from '../password/security-test-kit.ts';

/*
 * The bets tests' world: a scripted feed whose games the test opens, reprices, locks, starts,
 * finishes and cancels at will, and players with money on their main account.
 */

export const EUR = 12;
/** A second competition, for bets that must not share one (the advance and its backing). */
export const OTHER_CHAMP = 12;
const OTHER_CHAMP_NAME = { en: 'La Liga', ru: 'Ла Лига', ar: 'الدوري الإسباني' };
export const G = MARKET_GROUP;
export const T = OUTCOME_TYPE;

const team = (id: number, name: string): SourceTeam => ({
  id,
  sportId: 1,
  countryId: 1,
  name: { en: name, ru: name, ar: name },
  players: [],
});

/** A feed source the test writes: every change is handed out on the next tick. */
export class ScriptedFeed implements FeedSource {
  readonly name = 'scripted';
  private readonly games = new Map<number, SourceGame>();
  private changes: SourceChange[] = [];
  private nextId = 50_001;

  load() {
    return {
      champs: [fixtureChamp(), fixtureChamp({ id: OTHER_CHAMP, name: OTHER_CHAMP_NAME })],
      teams: [team(101, 'Arsenal'), team(102, 'Chelsea')],
      games: [...this.games.values()],
    };
  }

  advance(): SourceChange[] {
    const out = this.changes;
    this.changes = [];
    return out;
  }

  /** A new pre-match football game starting in a day. */
  addGame(startsAt: number, overrides: Partial<SourceGame> = {}): SourceGame {
    const game: SourceGame = {
      id: this.nextId++,
      sportId: 1,
      champId: 11,
      homeTeamId: 101,
      awayTeamId: 102,
      startsAt,
      priority: 0,
      status: GAME_STATUS.BETS_ARE_BEING_ACCEPTED,
      isLive: false,
      outcomes: [
        ...footballOutcomes(),
        quarter(G.total, T.over, 2.02, 2.25),
        quarter(G.total, T.under, 1.82, 2.25),
      ],
      subGames: [],
      events: [],
      oddsHistory: [],
      ...overrides,
    };
    this.put(game);
    return game;
  }

  game(id: number): SourceGame {
    const game = this.games.get(id);
    if (!game) throw new Error(`No scripted game ${id}`);
    return game;
  }

  update(id: number, change: (game: SourceGame) => SourceGame): void {
    this.put(change(this.game(id)));
  }

  setOdds(id: number, group: number, type: number, odds: number): void {
    this.update(id, (game) => ({
      ...game,
      outcomes: game.outcomes.map((o) =>
        o.group === group && o.type === type ? { ...o, odds, oddsText: oddsText(odds) } : o,
      ),
    }));
  }

  lock(id: number, group: number, type: number): void {
    this.update(id, (game) => ({
      ...game,
      outcomes: game.outcomes.map((o) =>
        o.group === group && o.type === type ? { ...o, locked: true } : o,
      ),
    }));
  }

  goLive(id: number): void {
    this.update(id, (game) => ({
      ...game,
      isLive: true,
      live: { score: { home: 0, away: 0 }, periodScores: [], info: [] },
    }));
  }

  /** The final whistle: the game settled with this score (regulation time). */
  finish(id: number, home: number, away: number): void {
    this.update(id, (game) => ({
      ...game,
      isLive: false,
      status: GAME_STATUS.SETTLED,
      live: { score: { home, away }, periodScores: [], info: [] },
    }));
  }

  /** The end of play, the result still to come (status 3): the game leaves the feeds. */
  end(id: number, home: number, away: number): void {
    this.update(id, (game) => ({
      ...game,
      isLive: false,
      status: GAME_STATUS.BETS_ARE_NO_LONGER_ACCEPTED,
      live: { score: { home, away }, periodScores: [], info: [] },
    }));
  }

  cancel(id: number): void {
    this.update(id, (game) => ({ ...game, isLive: false, status: GAME_STATUS.CANCELED }));
  }

  private put(game: SourceGame): void {
    this.games.set(game.id, game);
    this.changes.push({ kind: 'game', game });
  }
}

function quarter(group: number, type: number, odds: number, line: number) {
  return { group, type, odds, oddsText: oddsText(odds), line, locked: false };
}

export interface Bettor {
  id: number;
  token: string;
  accountId: number;
}

/** The file's app over a scripted feed, made before its tests and closed after. */
export function betsKit(overrides: Record<string, string> = {}) {
  let app: TestApp | undefined;
  const feed = new ScriptedFeed();
  beforeAll(async () => {
    app = await createTestApp(overrides, { feedSource: () => feed });
  });
  afterAll(() => app?.close());
  const t = (): TestApp => {
    if (!app) throw new Error('The bets test app is made in beforeAll');
    return app;
  };
  let deposits = 0;
  /** Hands the feed's changes to the app (and to settlement) and waits for them. */
  const tick = async (): Promise<void> => {
    await t().app.services.feed.tick();
    await t().app.services.bets.settlement.idle();
  };
  /** A game starting a day after the test's instant. */
  const newGame = (overrides: Partial<SourceGame> = {}): SourceGame =>
    feed.addGame(Math.floor(t().clock.now().getTime() / 1000) + 86_400, overrides);

  return {
    t,
    feed,
    tick,
    newGame,
    async bettor(amount = '100.00', currencyId = EUR, countryId?: number): Promise<Bettor> {
      const made = await makePlayer(t(), countryId === undefined ? {} : { countryId });
      const { services } = t().app;
      const account = await services.accounts.openMainAccount(made.id, currencyId);
      const minor = toMinorUnits(amount, 2);
      if (minor > 0) {
        const cash = await services.accounts.houseAccount('house_cash', currencyId);
        await services.accounts.transfer({
          idempotencyKey: `bets-test-deposit-${made.id}-${++deposits}`,
          kind: 'deposit',
          postings: [
            { accountId: account.id, amount: minor },
            { accountId: cash, amount: -minor },
          ],
        });
      }
      return { id: made.id, token: made.token, accountId: account.id };
    },
    async balance(who: Bettor): Promise<number> {
      const accounts = await t().app.services.accounts.accountsOf(who.id);
      return accounts.find((a) => a.id === who.accountId)?.money ?? Number.NaN;
    },
    post: (url: string, attributes: unknown, token?: string) =>
      t().app.inject(jsonApi('POST', url, attributes, token)),
    async consistent(): Promise<void> {
      expect((await t().app.services.accounts.consistencyCheck()).consistent).toBe(true);
    },
    /** MakeBetWeb with a new GUID: the placement answer. */
    async bet(who: Bettor, attributes: Record<string, unknown>): Promise<BetPlacement> {
      return placement(
        await t().app.inject(
          jsonApi('POST', MAKE_BET, { betGuid: newGuid(), ...attributes }, who.token),
        ),
      );
    },
    /** Three pre-match games and an express of two home wins and an over: 2.10 × 2.10 × 1.95. */
    async threeLegs() {
      const games = [newGame(), newGame(), newGame()] as const;
      await tick();
      const [a, b, c] = games;
      const couponEvents = [
        pick(a, G.result1x2, T.home),
        pick(b, G.result1x2, T.home),
        pick(c, G.total, T.over, 2.5),
      ];
      return { games, couponEvents };
    },
    /** The games go live, then end with these scores, each handed to the app. */
    async finish(scores: readonly (readonly [gameId: number, home: number, away: number])[]) {
      for (const [id] of scores) feed.goLive(id);
      await tick();
      for (const [id, home, away] of scores) feed.finish(id, home, away);
      await tick();
    },
    /** The player's bets history, first page. */
    async history(who: Bettor) {
      const response = await t().app.inject(
        jsonApi('POST', '/web-api/office/bets-history?lng=en', {}, who.token),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.attributes.coupons;
    },
  };
}

export type BetsKit = ReturnType<typeof betsKit>;

/** A coupon event of a game's outcome at its current odds. */
export function pick(game: SourceGame, group: number, type: number, line?: number) {
  const outcome = game.outcomes.find(
    (o) => o.group === group && o.type === type && (line === undefined || o.line === line),
  );
  if (!outcome) throw new Error(`No outcome ${group}/${type}/${line} in game ${game.id}`);
  return {
    gameId: game.id,
    group,
    type,
    ...(line === undefined ? {} : { param: line }),
    coef: outcome.odds,
  };
}

export const newGuid = () => randomUUID();

export function placement(response: LightMyRequestResponse): BetPlacement {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.attributes as BetPlacement;
}

export function couponOf(response: LightMyRequestResponse): CouponView {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.attributes as CouponView;
}

export const MAKE_BET = '/service-api/LiveBet/Secure/MakeBetWeb?lng=en';
export const QUOTE = '/service-api/LiveBet/Secure/SaleQuote';
export const SELL = '/service-api/LiveBet/Secure/SaleBet';
export const UPDATE_COUPON = '/service-api/LiveBet/Open/UpdateCoupon?lng=en';
export const UPDATE_COUPON_MULTI = '/service-api/LiveBet/Open/UpdateCouponMulti?lng=en';
