import type { RiskAuditEntry, RiskOutcome, RiskView, TickerBet } from '@arenabet/contracts';
import { STAKE_FACTOR_PERCENT } from '@arenabet/contracts/risk';
import type { SiteSettings } from '@arenabet/domain';
import { fromMinorUnits, safeMinorUnits } from '@arenabet/domain';
import { marketKeyOf } from '@arenabet/domain/betting/markets';
import { ODDS_SCALE } from '@arenabet/domain/betting/odds';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../module-deps.ts';
import type { Database } from '../../platform/db/client.ts';
import { withTransaction } from '../../platform/db/transaction.ts';
import { outcomeWords } from './coupon-line.ts';
import { couponCurrencyOf } from './coupon-views.ts';
import {
  couponLegs,
  coupons,
  type LegNames,
  playerStakeFactors,
  riskAudit,
  suspendedOutcomes,
} from './schema.ts';

/*
 * The book's risk for the operator: per outcome of open bets, the singles' stakes and payouts
 * and the multiples holding it, and the house's result on the singles of its market should it
 * win; and the last bets accepted. Every amount in the base currency, each coupon's converted
 * by its currency's coef_convert, as the limits are.
 */

/** The outcomes shown: the house's worst first. */
const RISK_OUTCOMES = 100;
const TICKER_BETS = 30;
const AUDIT_ENTRIES = 20;

interface OutcomeRow {
  game_id: number;
  leg_game_id: number;
  sport_id: number;
  market_group: number;
  outcome_type: number;
  param_key: number;
  has_param: boolean;
  currency_id: number;
  singles: number;
  stakes: string;
  payouts: string;
  multiples: number;
  multiples_payouts: string;
  names: LegNames;
}

/** Converts minor units of a coupon's currency to the base currency's minor units. */
function baseAmounts(settings: SiteSettings) {
  const base = settings.currencies.find((currency) => currency.coefConvert === 1);
  const basePrecision = base?.precision ?? 2;
  const toBase = (amount: number | string, currencyId: number) => {
    const geo = settings.currencies.find((currency) => currency.id === currencyId);
    const precision = couponCurrencyOf(currencyId).precision;
    const major = Number(amount) / 10 ** precision / (geo?.coefConvert ?? 1);
    return Math.round(major * 10 ** basePrecision);
  };
  const text = (minor: number) => fromMinorUnits(safeMinorUnits(minor), basePrecision);
  /** Base currency major units (as the limits are set) in its minor units. */
  const fromMajor = (major: number) => Math.round(major * 10 ** basePrecision);
  return { code: base?.code ?? 'EUR', toBase, text, fromMajor };
}

interface Totals {
  row: OutcomeRow;
  singles: number;
  stakes: number;
  payouts: number;
  multiples: number;
  multiplesPayouts: number;
}

export async function riskView(
  db: Database,
  settings: SiteSettings,
  language: string,
): Promise<RiskView> {
  const money = baseAmounts(settings);
  const rows = (
    (await db.execute(sql`
    select l.parent_game_id as game_id, l.game_id as leg_game_id, l.sport_id, l.market_group,
           l.outcome_type, l.param_key, l.has_param, c.currency_id,
           (count(*) filter (where c.vid = 0))::int as singles,
           coalesce(sum(c.stake - c.stake_tax - c.sold_stake) filter (where c.vid = 0), 0)::text
             as stakes,
           coalesce(sum(c.possible_win) filter (where c.vid = 0), 0)::text as payouts,
           (count(*) filter (where c.vid <> 0 and not c.anti_express))::int as multiples,
           coalesce(sum(c.possible_win) filter (where c.vid <> 0 and not c.anti_express), 0)::text
             as multiples_payouts,
           (array_agg(l.names))[1] as names
    from coupon_legs l join coupons c on c.id = l.coupon_id
    where c.state = 'open' and l.result = 'open'
    group by 1, 2, 3, 4, 5, 6, 7, 8`)) as unknown as { rows: OutcomeRow[] }
  ).rows;

  const outcomes = new Map<string, Totals>();
  for (const row of rows) {
    const key = `${row.leg_game_id}:${row.market_group}:${row.outcome_type}:${row.param_key}`;
    const totals = outcomes.get(key) ?? {
      row,
      singles: 0,
      stakes: 0,
      payouts: 0,
      multiples: 0,
      multiplesPayouts: 0,
    };
    totals.singles += row.singles;
    totals.stakes += money.toBase(row.stakes, row.currency_id);
    totals.payouts += money.toBase(row.payouts, row.currency_id);
    totals.multiples += row.multiples;
    totals.multiplesPayouts += money.toBase(row.multiples_payouts, row.currency_id);
    outcomes.set(key, totals);
  }
  const marketStakes = new Map<string, number>();
  for (const totals of outcomes.values()) {
    const market = marketOf(totals.row);
    marketStakes.set(market, (marketStakes.get(market) ?? 0) + totals.stakes);
  }
  const suspended = await suspendedAmong(
    db,
    [...outcomes.values()].map(({ row }) => ({
      gameId: row.leg_game_id,
      group: row.market_group,
      type: row.outcome_type,
      paramKey: row.param_key,
    })),
  );
  const risks = [...outcomes.values()]
    .map((totals) => ({
      totals,
      houseIfWins: (marketStakes.get(marketOf(totals.row)) ?? 0) - totals.payouts,
    }))
    .sort(
      (a, b) =>
        a.houseIfWins - b.houseIfWins || b.totals.multiplesPayouts - a.totals.multiplesPayouts,
    )
    .slice(0, RISK_OUTCOMES)
    .map(({ totals, houseIfWins }): RiskOutcome => {
      const { row } = totals;
      const words = outcomeWords(
        {
          group: row.market_group,
          type: row.outcome_type,
          ...(row.has_param ? { param: row.param_key / 1000 } : {}),
          sportId: row.sport_id,
          names: row.names,
        },
        language,
      );
      return {
        gameId: row.game_id,
        sportId: row.sport_id,
        ...words,
        singles: totals.singles,
        stakes: money.text(totals.stakes),
        payouts: money.text(totals.payouts),
        multiples: totals.multiples,
        multiplesPayouts: money.text(totals.multiplesPayouts),
        houseIfWins: signedText(houseIfWins, money.text),
        suspended: suspended.has(
          outcomeKeyText({
            gameId: row.leg_game_id,
            group: row.market_group,
            type: row.outcome_type,
            paramKey: row.param_key,
          }),
        ),
        legGameId: row.leg_game_id,
        group: row.market_group,
        type: row.outcome_type,
        ...(row.has_param ? { param: row.param_key / 1000 } : {}),
      };
    });
  return {
    currency: money.code,
    outcomes: risks,
    ticker: await ticker(db, money, language),
    audit: await auditEntries(db),
  };
}

/** A player's stake factor in percent; 100 when an operator never set one. */
export async function stakeFactorOf(db: Database, playerId: number): Promise<number> {
  const [row] = await db
    .select({ factorPercent: playerStakeFactors.factorPercent })
    .from(playerStakeFactors)
    .where(eq(playerStakeFactors.playerId, playerId));
  return row?.factorPercent ?? STAKE_FACTOR_PERCENT.none;
}

/** Sets a player's stake factor and records who did it, from what, to what and why, at once. */
export async function setStakeFactor(
  deps: Pick<ModuleDeps, 'db' | 'clock'>,
  change: { operatorId: number; playerId: number; factorPercent: number; reason: string },
) {
  const now = deps.clock.now();
  const { operatorId, playerId, factorPercent, reason } = change;
  return withTransaction(deps.db, async (tx) => {
    const [before] = await tx
      .select()
      .from(playerStakeFactors)
      .where(eq(playerStakeFactors.playerId, playerId))
      .for('update');
    await tx
      .insert(playerStakeFactors)
      .values({ playerId, factorPercent, updatedAt: now })
      .onConflictDoUpdate({
        target: playerStakeFactors.playerId,
        set: { factorPercent, updatedAt: now },
      });
    const from = before?.factorPercent ?? STAKE_FACTOR_PERCENT.none;
    await tx.insert(riskAudit).values({
      operatorId,
      action: 'stake_factor',
      playerId,
      reason,
      details: { from, to: factorPercent },
      createdAt: now,
    });
    return { playerId, factorPercent };
  });
}

async function auditEntries(db: Database): Promise<RiskAuditEntry[]> {
  const rows = await db.select().from(riskAudit).orderBy(desc(riskAudit.id)).limit(AUDIT_ENTRIES);
  return rows.map((row) => {
    const details = row.details as { from?: number; to?: number; outcome?: string };
    return {
      id: row.id,
      operatorId: row.operatorId,
      action: row.action,
      playerId: row.playerId,
      reason: row.reason,
      ...(details.from === undefined ? {} : { from: details.from }),
      ...(details.to === undefined ? {} : { to: details.to }),
      ...(details.outcome === undefined ? {} : { outcome: details.outcome }),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** The market an outcome belongs to: its game (or sub-game), group and line, as the book's. */
function marketOf(row: OutcomeRow): string {
  const line = row.has_param ? row.param_key / 1000 : undefined;
  const outcome = { group: row.market_group, type: row.outcome_type, odds: 1, line };
  return `${row.leg_game_id}:${marketKeyOf(outcome)}`;
}

function signedText(minor: number, text: (minor: number) => string): string {
  return minor < 0 ? `-${text(-minor)}` : text(minor);
}

async function ticker(
  db: Database,
  money: ReturnType<typeof baseAmounts>,
  language: string,
): Promise<TickerBet[]> {
  const latest = await db.select().from(coupons).orderBy(desc(coupons.id)).limit(TICKER_BETS);
  if (latest.length === 0) return [];
  const legs = await db
    .select()
    .from(couponLegs)
    .where(
      inArray(
        couponLegs.couponId,
        latest.map((coupon) => coupon.id),
      ),
    );
  return latest.map((coupon) => {
    const own = legs.filter((leg) => leg.couponId === coupon.id);
    const first = own.find((leg) => leg.position === 0);
    return {
      couponId: coupon.id,
      playerId: coupon.playerId,
      vid: coupon.vid,
      stake: money.text(money.toBase(coupon.stake, coupon.currencyId)),
      totalCoef: coupon.totalOdds / ODDS_SCALE,
      live: coupon.live,
      acceptedAt: coupon.acceptedAt.toISOString(),
      firstLeg: first ? legText(first, language) : '',
      moreLegs: Math.max(0, own.length - 1),
    };
  });
}

function legText(leg: typeof couponLegs.$inferSelect, language: string): string {
  const words = outcomeWords(
    {
      group: leg.marketGroup,
      type: leg.outcomeType,
      ...(leg.hasParam ? { param: leg.paramKey / 1000 } : {}),
      sportId: leg.sportId,
      names: leg.names,
    },
    language,
  );
  const teams = words.away ? `${words.home} — ${words.away}` : words.home;
  return `${teams}: ${words.outcomeName}`;
}

/** An outcome as the legs and the suspensions name it. */
export interface OutcomeKey {
  gameId: number;
  group: number;
  type: number;
  paramKey: number;
}

export const outcomeKeyText = (key: OutcomeKey) =>
  `${key.gameId}:${key.group}:${key.type}:${key.paramKey}`;

/** Which of these outcomes the book suspended for new bets. */
export async function suspendedAmong(
  db: Database,
  keys: readonly OutcomeKey[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const wanted = new Set(keys.map(outcomeKeyText));
  const rows = await db
    .select()
    .from(suspendedOutcomes)
    .where(inArray(suspendedOutcomes.gameId, [...new Set(keys.map((key) => key.gameId))]));
  return new Set(
    rows
      .map((row) =>
        outcomeKeyText({
          gameId: row.gameId,
          group: row.marketGroup,
          type: row.outcomeType,
          paramKey: row.paramKey,
        }),
      )
      .filter((key) => wanted.has(key)),
  );
}

/**
 * After bets were accepted: each outcome of their singles whose open singles, all players
 * together, now stand to pay more than the site allows is suspended for new bets, and the
 * book's act is audited. One read of the legs and one sum for all the outcomes, however many
 * bets the round covers. Returns how many were suspended.
 */
export async function suspendOverLimit(
  deps: Pick<ModuleDeps, 'db' | 'clock'>,
  settings: SiteSettings,
  couponIds: readonly number[],
): Promise<number> {
  if (couponIds.length === 0) return 0;
  const money = baseAmounts(settings);
  const limit = money.fromMajor(settings.coupon.limits.outcomeSuspendLiability);
  const legs = await deps.db
    .select({ leg: couponLegs })
    .from(couponLegs)
    .innerJoin(coupons, eq(coupons.id, couponLegs.couponId))
    .where(and(inArray(couponLegs.couponId, [...couponIds]), eq(coupons.vid, 0)));
  const byKey = new Map<string, { key: OutcomeKey; leg: LegRecord }>();
  for (const { leg } of legs) {
    const key = {
      gameId: leg.gameId,
      group: leg.marketGroup,
      type: leg.outcomeType,
      paramKey: leg.paramKey,
    };
    byKey.set(outcomeKeyText(key), { key, leg });
  }
  const already = await suspendedAmong(
    deps.db,
    [...byKey.values()].map(({ key }) => key),
  );
  const watched = [...byKey.values()].filter(({ key }) => !already.has(outcomeKeyText(key)));
  const liabilities = await singlesLiabilities(deps.db, money, watched);
  let suspended = 0;
  for (const { key, leg } of watched) {
    const liability = liabilities.get(outcomeKeyText(key)) ?? 0;
    if (liability <= limit) continue;
    const amounts = { liability: money.text(liability), limit: money.text(limit) };
    if (await suspend(deps, key, leg, amounts)) suspended += 1;
  }
  return suspended;
}

type LegRecord = typeof couponLegs.$inferSelect;

/** What all open singles on each outcome stand to pay, in base minor units, in one sum. */
async function singlesLiabilities(
  db: Database,
  money: ReturnType<typeof baseAmounts>,
  outcomes: readonly { key: OutcomeKey; leg: LegRecord }[],
): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  if (outcomes.length === 0) return totals;
  const parents = [...new Set(outcomes.map(({ leg }) => leg.parentGameId))];
  const wanted = sql.join(
    outcomes.map(
      ({ key }) =>
        sql`(${key.gameId}::int, ${key.group}::int, ${key.type}::int, ${key.paramKey}::int)`,
    ),
    sql`, `,
  );
  const rows = (
    (await db.execute(sql`
      select l.game_id, l.market_group, l.outcome_type, l.param_key, c.currency_id,
             sum(c.possible_win)::text as payouts
      from coupon_legs l join coupons c on c.id = l.coupon_id
      where l.parent_game_id in (${sql.join(
        parents.map((id) => sql`${id}`),
        sql`, `,
      )})
        and l.result = 'open' and c.state = 'open' and c.vid = 0
        and (l.game_id, l.market_group, l.outcome_type, l.param_key) in (${wanted})
      group by 1, 2, 3, 4, 5`)) as unknown as {
      rows: {
        game_id: number;
        market_group: number;
        outcome_type: number;
        param_key: number;
        currency_id: number;
        payouts: string;
      }[];
    }
  ).rows;
  for (const row of rows) {
    const key = outcomeKeyText({
      gameId: row.game_id,
      group: row.market_group,
      type: row.outcome_type,
      paramKey: row.param_key,
    });
    totals.set(key, (totals.get(key) ?? 0) + money.toBase(row.payouts, row.currency_id));
  }
  return totals;
}

/** Suspends the outcome once (another bet may have done it first) and audits the book's act. */
async function suspend(
  deps: Pick<ModuleDeps, 'db' | 'clock'>,
  key: OutcomeKey,
  leg: LegRecord,
  amounts: { liability: string; limit: string },
): Promise<boolean> {
  const now = deps.clock.now();
  return withTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .insert(suspendedOutcomes)
      .values({
        gameId: key.gameId,
        marketGroup: key.group,
        outcomeType: key.type,
        paramKey: key.paramKey,
        suspendedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return false;
    await tx.insert(riskAudit).values({
      operatorId: null,
      action: 'outcome_suspended',
      playerId: null,
      reason: 'liability_past_limit',
      details: { ...key, ...amounts, outcome: legText(leg, 'en') },
      createdAt: now,
    });
    return true;
  });
}

/** An operator takes bets again on a suspended outcome, audited; false when it was not. */
export async function liftSuspension(
  deps: Pick<ModuleDeps, 'db' | 'clock'>,
  change: { operatorId: number; key: OutcomeKey; reason: string },
): Promise<boolean> {
  const { key } = change;
  return withTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .delete(suspendedOutcomes)
      .where(
        and(
          eq(suspendedOutcomes.gameId, key.gameId),
          eq(suspendedOutcomes.marketGroup, key.group),
          eq(suspendedOutcomes.outcomeType, key.type),
          eq(suspendedOutcomes.paramKey, key.paramKey),
        ),
      )
      .returning();
    if (!row) return false;
    await tx.insert(riskAudit).values({
      operatorId: change.operatorId,
      action: 'outcome_lifted',
      playerId: null,
      reason: change.reason,
      details: { ...key },
      createdAt: deps.clock.now(),
    });
    return true;
  });
}

/** How old the suspended outcomes read may be: another instance's suspension shows this late. */
const SUSPENDED_READ_MS = 1_000;

/**
 * The suspended outcomes, read whole (a handful of rows) at most once a second, so a recount
 * never waits on the database for them; this instance's own suspensions and lifts show at once.
 */
export class SuspendedOutcomes {
  private keys = new Set<string>();
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | undefined;

  constructor(private readonly db: Database) {}

  async has(key: OutcomeKey): Promise<boolean> {
    if (performance.now() - this.readAt > SUSPENDED_READ_MS) await this.read();
    return this.keys.has(outcomeKeyText(key));
  }

  /** This instance suspended or lifted one: the next look reads the table again. */
  changed(): void {
    this.readAt = Number.NEGATIVE_INFINITY;
  }

  private read(): Promise<void> {
    this.reading ??= this.db
      .select()
      .from(suspendedOutcomes)
      .then((rows) => {
        this.keys = new Set(
          rows.map((row) =>
            outcomeKeyText({
              gameId: row.gameId,
              group: row.marketGroup,
              type: row.outcomeType,
              paramKey: row.paramKey,
            }),
          ),
        );
        this.readAt = performance.now();
      })
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }
}
