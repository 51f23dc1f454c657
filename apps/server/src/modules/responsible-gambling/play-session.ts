import type { PlaySessionView } from '@arenabet/contracts/limits';
import {
  fromMinorUnits,
  type RatedCurrency,
  safeMinorUnits,
  totalInCurrency,
} from '@arenabet/domain';
import { nextRealityCheck } from '@arenabet/domain/responsible/reality-check';
import { currencyById } from '@arenabet/reference/currencies';
import type { PlayFlow } from '../accounts/play-flows.ts';

/*
 * The signed-in session as a reality check shows it (RTS 13): its time since sign-in and its
 * net position, wins less stakes, with every account's play in the main account's currency.
 */

export interface PlaySessionFacts {
  startedAt: Date;
  now: Date;
  flows: readonly PlayFlow[];
  /** The main account's currency; undefined for a player without one yet. */
  currencyId: number | undefined;
  rates: readonly RatedCurrency[];
  intervalMinutes: number | null;
  lastAnsweredAt: Date | undefined;
}

export function playSessionView(facts: PlaySessionFacts): PlaySessionView {
  const { startedAt, now, intervalMinutes } = facts;
  const target = facts.rates.find((rate) => rate.id === facts.currencyId);
  const currency = facts.currencyId === undefined ? undefined : currencyById(facts.currencyId);
  const total = (side: 'staked' | 'returned') => {
    const amounts = facts.flows.map((flow) => ({
      currencyId: flow.currencyId,
      amount: flow[side] / 10 ** (currencyById(flow.currencyId)?.precision ?? 2),
    }));
    // Without a rate for every currency played, the main currency's own play is what is known.
    const converted = target ? totalInCurrency(amounts, facts.rates, target) : null;
    return converted ?? ownCurrencyOnly(facts.flows, side, facts.currencyId);
  };
  const staked = total('staked');
  const returned = total('returned');
  const text = (minor: number) => fromMinorUnits(safeMinorUnits(minor), currency?.precision ?? 2);
  return {
    startedAt: startedAt.toISOString(),
    at: now.toISOString(),
    elapsedSeconds: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 1000)),
    staked: text(staked),
    returned: text(returned),
    net: text(returned - staked),
    currency: currency?.code ?? null,
    realityCheckMinutes: intervalMinutes,
    nextCheckAt:
      intervalMinutes === null
        ? null
        : nextRealityCheck(startedAt, intervalMinutes, facts.lastAnsweredAt).toISOString(),
  };
}

function ownCurrencyOnly(
  flows: readonly PlayFlow[],
  side: 'staked' | 'returned',
  currencyId: number | undefined,
): number {
  return flows.find((flow) => flow.currencyId === currencyId)?.[side] ?? 0;
}
