import type { CasinoRound } from '@arenabet/contracts/casino';
import { currencyById } from '@arenabet/reference/currencies';
import type { RoundWithSeeds } from './service.ts';

/** A currency's ISO code; its id as text for a currency the reference no longer has. */
export const currencyIsoOf = (currencyId: number) =>
  currencyById(currencyId)?.code ?? String(currencyId);

/**
 * A round as the player reads it: the server seed only once its pair is revealed. A bet at a
 * shared table shows its table round's chain in the same places: the commitment, the salt as
 * client seed, the position as nonce, and the round's hash once that round is over.
 */
export function roundView({ round, seeds, table }: RoundWithSeeds): CasinoRound {
  const fairness = seeds
    ? {
        commitment: seeds.commitment,
        clientSeed: seeds.clientSeed,
        serverSeed: seeds.revealedAt ? seeds.serverSeed : null,
      }
    : {
        commitment: table?.chain.commitment ?? '',
        clientSeed: table?.chain.salt ?? '',
        serverSeed: table?.round.phase === 'settled' ? table.round.hash : null,
      };
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
    tableRoundId: round.tableRoundId,
    nonce: round.nonce,
    ...fairness,
    createdAt: round.createdAt.toISOString(),
  };
}
