import type { BetPlacement } from '@arenabet/contracts';
import type { SourceGame } from '../feed/source.ts';
import {
  type BetsKit,
  type Bettor,
  EUR,
  G,
  MAKE_BET,
  newGuid,
  OTHER_CHAMP,
  pick,
  placement,
  T,
} from './bets-test-kit.ts';

/* The advance's tests: open backings, advance bets decided by their GUID, the book's credit. */

export const GET_AVANCE = '/service-api/LiveBet/Open/GetAvance?lng=en';
/** Russia: the default brand offers advances there. */
export const RU = 1;

export function advanceKit(kit: BetsKit) {
  return {
    /** A 10.00 single on a home win at 2.10: its possible win 21.00 backs up to 10.50. */
    async backing(who: Bettor): Promise<{ game: SourceGame; couponId: number }> {
      const game = kit.newGame();
      await kit.tick();
      const answer = await kit.bet(who, {
        couponEvents: [pick(game, G.result1x2, T.home)],
        vid: 0,
        summ: '10',
      });
      return { game, couponId: answer.coupons[0]?.id ?? 0 };
    },

    /** MakeBetWeb with avanceBet: the answer once decided (it waits as a live bet does). */
    async advance(who: Bettor, game: SourceGame, summ: string): Promise<BetPlacement> {
      const betGuid = newGuid();
      const first = placement(
        await kit.post(
          MAKE_BET,
          {
            couponEvents: [pick(game, G.result1x2, T.home)],
            vid: 0,
            summ,
            avanceBet: true,
            betGuid,
          },
          who.token,
        ),
      );
      if (first.status !== 'pending') return first;
      return kit.t().app.services.bets.status(who.id, betGuid, 'en');
    },

    /** A game of another competition than the backings': an advance can be placed on it. */
    otherGame(): SourceGame {
      return kit.newGame({ champId: OTHER_CHAMP });
    },

    async getAvance(who?: Bettor) {
      const answer = await kit.post(GET_AVANCE, {}, who?.token);
      if (answer.statusCode !== 200) throw new Error(answer.body);
      return answer.json().data.attributes;
    },

    /** The book's credit outstanding, in euros: lent by house_advances and not yet back. */
    async credit(): Promise<number> {
      const { accounts } = kit.t().app.services;
      return -(await accounts.houseBalance('house_advances', EUR)) / 100;
    },
  };
}
