import { describe, expect, it } from 'vitest';
import { makePlayer } from '../password/security-test-kit.ts';
import { betsKit, G, MAKE_BET, newGuid, pick, placement, T } from './bets-test-kit.ts';

const kit = betsKit();

const switchCoupon = (sections: Record<string, boolean | string>) =>
  kit
    .t()
    .app.services.siteConfig.update(
      { brandId: 1, countryId: null, language: null },
      { coupon: sections },
      null,
    );

describe('the other bet calls', () => {
  it('places several coupons with putbetscommon, each with its own answer', async () => {
    const [a, b] = [kit.newGame(), kit.newGame()];
    await kit.tick();
    const who = await kit.bettor('3.00');
    const coupon = (game: typeof a, summ: string) => ({
      couponEvents: [pick(game, G.result1x2, T.home)],
      vid: 0,
      summ,
      betGuid: newGuid(),
    });
    const response = await kit.post(
      '/web-api/datalinelive/putbetscommon?lng=en',
      { coupons: [coupon(a, '1'), coupon(b, '5')] },
      who.token,
    );
    const { placements } = response.json().data.attributes;
    expect(placements.map((p: { status: string }) => p.status)).toEqual([
      'accepted',
      'not_accepted',
    ]);
    expect(placements[1].reason).toBe('account_insufficient_funds');
    expect(await kit.balance(who)).toBe(2);
  });

  it('places several singles at once with MakeBetWebMulti, a stake each', async () => {
    const [a, b] = [kit.newGame(), kit.newGame()];
    await kit.tick();
    const who = await kit.bettor('10.00');
    const answer = placement(
      await kit.post(
        '/service-api/LiveBet/Secure/MakeBetWebMulti?lng=en',
        {
          couponEvents: [pick(a, G.result1x2, T.home), pick(b, G.result1x2, T.draw)],
          vid: 3,
          groupsSumms: ['2', '3'],
          betGuid: newGuid(),
        },
        who.token,
      ),
    );
    expect(answer.coupons.map((c) => [c.vid, c.stake, c.possibleWin])).toEqual([
      [0, '2.00', '4.20'],
      [0, '3.00', '10.20'],
    ]);
    expect(await kit.balance(who)).toBe(5);
    await kit.consistent();
  });

  it('mails the history to a confirmed e-mail through the outbox, and refuses without one', async () => {
    const game = kit.newGame();
    await kit.tick();
    const confirmed = await makePlayer(kit.t(), { emailConfirmed: true });
    const mail = (token: string) => kit.post('/web-api/office/bets-history/mail?lng=en', {}, token);
    expect((await mail(confirmed.token)).json().data.attributes.count).toBe(0);
    const letters = await kit
      .t()
      .app.services.outbox.list({ recipient: confirmed.email, limit: 5 });
    expect(letters.map((l) => l.purpose)).toContain('bets_history');
    const who = await kit.bettor('1.00');
    placement(
      await kit.post(
        MAKE_BET,
        { couponEvents: [pick(game, G.result1x2, T.home)], vid: 0, summ: '1', betGuid: newGuid() },
        who.token,
      ),
    );
    expect((await mail(who.token)).statusCode).toBe(409);
  });

  it('turns save/load and one-click bets off in the calls when their switches are off', async () => {
    const game = kit.newGame();
    await kit.tick();
    const who = await kit.bettor('5.00');
    await switchCoupon({ coupon_save_load: false, one_click_bet: false });
    try {
      const events = [pick(game, G.result1x2, T.home)];
      const saved = await kit.post('/service-api/LiveBet/Open/SaveCoupon', {
        couponEvents: events,
        vid: 0,
      });
      expect(saved.statusCode).toBe(403);
      expect(saved.json().message).toBe('coupon_save_load_off');
      const oneClick = await kit.post(
        MAKE_BET,
        { couponEvents: events, vid: 0, summ: '1', betGuid: newGuid(), oneClickBet: true },
        who.token,
      );
      expect(oneClick.json().message).toBe('one_click_bet_off');
      expect(await kit.balance(who)).toBe(5);
    } finally {
      await switchCoupon({ coupon_save_load: true, one_click_bet: true });
    }
  });

  it('refuses to clear the history while coupon deletion is switched off', async () => {
    const who = await kit.bettor('5.00');
    const clear = () => kit.post('/web-api/office/bets-history/clear', {}, who.token);
    await switchCoupon({ coupon_deletion: false });
    try {
      const refused = await clear();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('coupon_deletion_off');
    } finally {
      await switchCoupon({ coupon_deletion: true });
    }
    expect((await clear()).statusCode).toBe(200);
  });

  it('keeps the payout limits per outcome and per player for bets sent at once', async () => {
    const [first, second, third] = [kit.newGame(), kit.newGame(), kit.newGame()];
    await kit.tick();
    const who = await kit.bettor('1000.00');
    const bet = (game: typeof first, type: number) => ({
      couponEvents: [pick(game, G.result1x2, type)],
      vid: 0,
      summ: '10',
      betGuid: newGuid(),
    });
    const atOnce = async (count: number, game: typeof first, type: number) =>
      (
        await Promise.all(
          Array.from({ length: count }, () => kit.post(MAKE_BET, bet(game, type), who.token)),
        )
      ).map(placement);
    // Limits in US dollars; a euro is 1.08: about 100 EUR on an outcome, 150 EUR in all.
    await switchCoupon({ max_outcome_payout: '108', max_player_open_payout: '162' });
    try {
      // Each bet could win 21.00: four fit under 100 on one outcome, the fifth would not.
      const onHome = await atOnce(10, first, T.home);
      expect(onHome.filter((p) => p.status === 'accepted')).toHaveLength(4);
      const refused = onHome.filter((p) => p.status === 'not_accepted');
      expect(refused.map((p) => p.problems)).toEqual(
        Array.from({ length: 6 }, () => [{ key: 'coupon_outcome_payout_above_max', index: 0 }]),
      );
      // Another game's outcome has room of its own; then 105 is open, 150 leaves room for two.
      expect((await atOnce(1, second, T.home))[0]?.status).toBe('accepted');
      const elsewhere = await atOnce(4, third, T.home);
      expect(elsewhere.filter((p) => p.status === 'accepted')).toHaveLength(2);
      expect(elsewhere.filter((p) => p.reason === 'coupon_player_payout_above_max')).toHaveLength(
        2,
      );
      expect(await kit.balance(who)).toBe(930);
      await kit.consistent();
    } finally {
      await switchCoupon({ max_outcome_payout: '100000', max_player_open_payout: '1000000' });
    }
  });
});
