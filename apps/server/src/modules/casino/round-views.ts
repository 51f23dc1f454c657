import type { CasinoRound } from '@arenabet/contracts/casino';
import { currencyById } from '@arenabet/reference/currencies';
import type { RoundWithSeeds } from './service.ts';

/** A currency's ISO code; its id as text for a currency the reference no longer has. */
export const currencyIsoOf = (currencyId: number) =>
  currencyById(currencyId)?.code ?? String(currencyId);

/** A round as the player reads it: the server seed only once its pair is revealed. */
export function roundView({ round, seeds }: RoundWithSeeds): CasinoRound {
  const currency = currencyById(round.currencyId);
  return {
    id: round.id,
    game: round.game,
    stake: round.stake,
    win: round.win,
    currencyIso: currencyIsoOf(round.currencyId),
    precision: currency?.precision ?? 2,
    bet: round.bet,
    outcome: round.outcome,
    actions: round.actions,
    status: round.status,
    seedId: round.seedId,
    nonce: round.nonce,
    commitment: seeds.commitment,
    clientSeed: seeds.clientSeed,
    serverSeed: seeds.revealedAt ? seeds.serverSeed : null,
    createdAt: round.createdAt.toISOString(),
  };
}
