import {
  advanceCalls,
  autoBetCalls,
  type BetHistory,
  type BetPlacement,
  backofficeBetCalls,
  betHistoryCalls,
  COUPON_VIDS,
  type CouponView,
  cashOutCalls,
  couponCalls,
  insuranceCalls,
  riskCalls,
  vipBetCalls,
} from '@arenabet/contracts';
import { referenceLanguageFor } from '@arenabet/reference/localized';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { badRequest, forbidden } from '../../platform/http/errors.ts';
import { registerCall } from '../../platform/http/route.ts';
import { currentPlayer } from '../auth/routes.ts';
import { signedIn } from '../operators/routes.ts';
import { paramKeyOf } from './coupon-line.ts';
import type { ParsedCoupon } from './coupon-recount.ts';
import type { BetsService, ParsedPlaceBet } from './service.ts';

const couponAnswer = (attributes: CouponView) => ({
  data: { type: 'coupon' as const, id: '', attributes },
});
const placementAnswer = (attributes: BetPlacement) => ({
  data: { type: 'bet-placement' as const, id: attributes.betGuid, attributes },
});

/** The page's language: the body's `lng`, or `?lng=` as the feeds take it, else the default. */
async function languageOf(request: FastifyRequest, deps: ModuleDeps): Promise<string> {
  const attributes = (request.body as { data?: { attributes?: { lng?: unknown } } } | undefined)
    ?.data?.attributes;
  const lng = attributes?.lng ?? (request.query as Record<string, unknown> | undefined)?.lng;
  return referenceLanguageFor(typeof lng === 'string' ? lng : await deps.defaultLanguage());
}

/** The feature switches turn their part off in the calls too, not only on the page. */
const SWITCH_OFF_KEYS = {
  couponSaveLoad: 'coupon_save_load_off',
  oneClickBet: 'one_click_bet_off',
  couponDeletion: 'coupon_deletion_off',
  powerBet: 'power_bet_off',
} as const;

async function requireSwitch(deps: ModuleDeps, name: keyof typeof SWITCH_OFF_KEYS) {
  const settings = await deps.siteSettings();
  if (!settings?.features[name]) throw forbidden(SWITCH_OFF_KEYS[name]);
}

function requireVid(coupon: ParsedCoupon, multi: boolean): void {
  if ((coupon.vid === COUPON_VIDS.multi) !== multi) {
    throw badRequest('validation_failed', { vid: ['validation_invalid_value'] });
  }
}

/**
 * A call's kind of coupon: the builder calls take an express of one game's outcomes priced
 * together, the others never do, whatever the body says.
 */
function asKind<T extends ParsedCoupon>(coupon: T, builder: boolean): T {
  if (builder && coupon.vid !== COUPON_VIDS.express) {
    throw badRequest('validation_failed', { vid: ['validation_invalid_value'] });
  }
  return { ...coupon, builderCoupon: builder };
}

export function betsRoutes(app: FastifyInstance, services: AppServices, deps: ModuleDeps): void {
  const { bets } = services;
  couponRoutes(app, deps, bets);
  placementRoutes(app, deps, bets);
  historyRoutes(app, deps, bets);
  backofficeRoutes(app, deps, bets);
  cashOutRoutes(app, bets);
  insuranceRoutes(app, bets);
  vipBetRoutes(app, deps, bets);
  autoBetRoutes(app, deps, bets);
  registerCall(app, advanceCalls.getAvance, async ({ body, request }) => {
    const { accountId } = body.data.attributes;
    const language = await languageOf(request, deps);
    const view = await bets.advanceView(currentPlayer(request).playerId, accountId, language);
    return { data: { type: 'advance' as const, id: '', attributes: view } };
  });
  const stopListening = services.feed.onChanges((batch) => {
    bets.settlement.handleBatch(batch);
    bets.cashOutPush.handleBatch(batch);
    bets.autoBets.handleBatch(batch);
  });
  app.addHook('onClose', async () => {
    stopListening();
    bets.stop();
    await bets.settlement.idle();
    await bets.cashOutPush.idle();
    await bets.autoBets.idle();
    await bets.liabilitiesIdle();
  });
}

function couponRoutes(app: FastifyInstance, deps: ModuleDeps, bets: BetsService) {
  const recount =
    (multi: boolean, builder = false) =>
    async ({
      body,
      request,
    }: {
      body: { data: { attributes: ParsedCoupon } };
      request: FastifyRequest;
    }) => {
      const coupon = asKind(body.data.attributes, builder);
      requireVid(coupon, multi);
      const view = await bets.recount(
        coupon,
        request.player?.playerId,
        await languageOf(request, deps),
      );
      return couponAnswer(view);
    };
  registerCall(app, couponCalls.updateCoupon, recount(false));
  registerCall(app, couponCalls.updateCouponLive, recount(false));
  registerCall(app, couponCalls.updateCouponMulti, recount(true));
  registerCall(app, couponCalls.updateCouponMultiLive, recount(true));
  registerCall(app, couponCalls.updateCouponBuilder, recount(false, true));

  registerCall(app, couponCalls.saveCoupon, async ({ body }) => {
    await requireSwitch(deps, 'couponSaveLoad');
    const { couponEvents, vid, expressNum } = body.data.attributes;
    const saved = await bets.saveCoupon({ couponEvents, vid, expressNum });
    return { data: { type: 'saved-coupon' as const, id: saved.couponCode, attributes: saved } };
  });
  registerCall(app, couponCalls.getCoupon, async ({ body }) => {
    await requireSwitch(deps, 'couponSaveLoad');
    const saved = await bets.loadCoupon(body.data.attributes.couponCode);
    return { data: { type: 'saved-coupon' as const, id: saved.couponCode, attributes: saved } };
  });
  registerCall(app, couponCalls.expressHighlight, async () => {
    const express = await bets.expressHighlight();
    return { data: { type: 'saved-coupon' as const, id: '', attributes: express } };
  });
}

function placementRoutes(app: FastifyInstance, deps: ModuleDeps, bets: BetsService) {
  const place =
    (multi: boolean, builder = false) =>
    async ({
      body,
      request,
    }: {
      body: { data: { attributes: ParsedPlaceBet } };
      request: FastifyRequest;
    }) => {
      const { playerId } = currentPlayer(request);
      const bet = asKind(body.data.attributes, builder);
      requireVid(bet, multi);
      if (builder && bet.builderCoef === undefined) {
        throw badRequest('validation_failed', { builderCoef: ['required'] });
      }
      if (bet.oneClickBet) await requireSwitch(deps, 'oneClickBet');
      if (bet.isPowerBet) await requireSwitch(deps, 'powerBet');
      return placementAnswer(await bets.place(playerId, bet, await languageOf(request, deps)));
    };
  registerCall(app, couponCalls.makeBetWeb, place(false));
  registerCall(app, couponCalls.makeBetWebMulti, place(true));
  registerCall(app, couponCalls.makeBetWebBuilder, place(false, true));

  registerCall(app, couponCalls.putBetsCommon, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const { coupon, coupons } = body.data.attributes;
    const all = [...(coupon ? [coupon] : []), ...(coupons ?? [])];
    if (all.length === 0) throw badRequest('validation_failed', { coupon: ['required'] });
    const language = await languageOf(request, deps);
    const placements: BetPlacement[] = [];
    // One after another: each is its own bet with its own GUID and balance check.
    for (const bet of all) {
      placements.push(await bets.place(playerId, asKind(bet, false), language));
    }
    return { data: { type: 'bet-placements' as const, id: '', attributes: { placements } } };
  });

  registerCall(app, couponCalls.betStatus, async ({ params, request }) => {
    const { playerId } = currentPlayer(request);
    return placementAnswer(
      await bets.status(playerId, params.betGuid, await languageOf(request, deps)),
    );
  });
}

function historyRoutes(app: FastifyInstance, deps: ModuleDeps, bets: BetsService) {
  const historyAnswer = (playerId: number, attributes: BetHistory) => ({
    data: { type: 'bet-history' as const, id: String(playerId), attributes },
  });
  registerCall(app, betHistoryCalls.history, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const language = await languageOf(request, deps);
    return historyAnswer(playerId, await bets.history(playerId, body.data.attributes, language));
  });
  registerCall(app, betHistoryCalls.mail, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const language = await languageOf(request, deps);
    const count = await bets.mailHistory(playerId, body.data.attributes, language);
    return {
      data: { type: 'bet-history-mail' as const, id: String(playerId), attributes: { count } },
    };
  });
  // The coupon deletion switch: clearing coupons from the history is the site's deletion.
  registerCall(app, betHistoryCalls.clear, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    await requireSwitch(deps, 'couponDeletion');
    const hidden = await bets.clearHistory(playerId, body.data.attributes.ids);
    return {
      data: { type: 'bet-history-clear' as const, id: String(playerId), attributes: { hidden } },
    };
  });
  registerCall(app, betHistoryCalls.managerBets, async ({ request }) => {
    const { playerId } = currentPlayer(request);
    const coupons = await bets.managerBets(playerId, await languageOf(request, deps));
    return {
      data: { type: 'manager-bets' as const, id: String(playerId), attributes: { coupons } },
    };
  });
}

function cashOutRoutes(app: FastifyInstance, bets: BetsService) {
  registerCall(app, cashOutCalls.quote, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const quote = await bets.cashOut.quote(playerId, body.data.attributes.saleBetId);
    return { data: { type: 'cash-out-quote' as const, id: quote.quoteId, attributes: quote } };
  });
  registerCall(app, cashOutCalls.sell, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const sale = await bets.cashOut.sell(playerId, body.data.attributes);
    bets.notify(playerId, 'sold', undefined, [sale.couponId]);
    const id = String(sale.couponId);
    return { data: { type: 'cash-out-sale' as const, id, attributes: sale } };
  });
}

function insuranceRoutes(app: FastifyInstance, bets: BetsService) {
  registerCall(app, insuranceCalls.insure, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const cover = await bets.insurance.insure(playerId, body.data.attributes);
    bets.notify(playerId, 'insured', undefined, [cover.couponId]);
    return {
      data: { type: 'bet-insurance' as const, id: String(cover.couponId), attributes: cover },
    };
  });
}

function vipBetRoutes(app: FastifyInstance, deps: ModuleDeps, bets: BetsService) {
  const vipAnswer = (attributes: Awaited<ReturnType<BetsService['vipBets']['request']>>) => ({
    data: { type: 'vip-bet' as const, id: String(attributes.id), attributes },
  });
  registerCall(app, vipBetCalls.request, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const bet = asKind(body.data.attributes, false);
    if (bet.avanceBet) throw badRequest('validation_failed', { avanceBet: ['advance_extras'] });
    return vipAnswer(await bets.vipBets.request(playerId, bet, await languageOf(request, deps)));
  });
  registerCall(app, vipBetCalls.answer, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const { id, accept } = body.data.attributes;
    const language = await languageOf(request, deps);
    return vipAnswer(await bets.vipBets.answer(playerId, id, accept, language));
  });
  registerCall(app, vipBetCalls.mine, async ({ request }) => {
    const { playerId } = currentPlayer(request);
    const vipBets = await bets.vipBets.mine(playerId, await languageOf(request, deps));
    return { data: { type: 'vip-bets' as const, id: String(playerId), attributes: { vipBets } } };
  });
  registerCall(app, vipBetCalls.backofficeList, async ({ request }) => {
    const vipBets = await bets.vipBets.backofficeList(await languageOf(request, deps));
    return { data: { type: 'vip-bets' as const, id: '', attributes: { vipBets } } };
  });
  registerCall(app, vipBetCalls.decide, async ({ params, body, request }) => {
    const { operatorId } = signedIn(request);
    const language = await languageOf(request, deps);
    const view = await bets.vipBets.decide(operatorId, params.id, body.data.attributes, language);
    return vipAnswer(view);
  });
}

function autoBetRoutes(app: FastifyInstance, deps: ModuleDeps, bets: BetsService) {
  registerCall(app, autoBetCalls.list, async ({ request }) => {
    const { playerId } = currentPlayer(request);
    const autoBets = await bets.autoBets.list(playerId, await languageOf(request, deps));
    return { data: { type: 'auto-bets' as const, id: String(playerId), attributes: { autoBets } } };
  });
  registerCall(app, autoBetCalls.cancel, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const language = await languageOf(request, deps);
    const view = await bets.autoBets.cancel(playerId, body.data.attributes.autoBetId, language);
    return { data: { type: 'auto-bet' as const, id: String(view.id), attributes: view } };
  });
}

function backofficeRoutes(app: FastifyInstance, deps: ModuleDeps, bets: BetsService) {
  registerCall(app, backofficeBetCalls.list, async ({ query, request }) => {
    const attributes = await bets.backofficeBets(query, await languageOf(request, deps));
    return { data: { type: 'backoffice-bets' as const, id: '', attributes } };
  });
  registerCall(app, riskCalls.view, async ({ request }) => {
    const attributes = await bets.risk(await languageOf(request, deps));
    return { data: { type: 'risk' as const, id: '', attributes } };
  });
  registerCall(app, riskCalls.lift, async ({ body, request }) => {
    const { operatorId } = signedIn(request);
    const { gameId, group, type, param, reason } = body.data.attributes;
    await bets.liftSuspension(
      operatorId,
      { gameId, group, type, paramKey: paramKeyOf(param) },
      reason,
    );
    return {
      data: { type: 'risk-lift' as const, id: String(gameId), attributes: { lifted: true } },
    };
  });
  registerCall(app, riskCalls.stakeFactor, async ({ params, body, request }) => {
    const { operatorId } = signedIn(request);
    const { factorPercent, reason } = body.data.attributes;
    const set = await bets.setStakeFactor(operatorId, params.playerId, factorPercent, reason);
    return { data: { type: 'stake-factor' as const, id: String(set.playerId), attributes: set } };
  });
  registerCall(app, backofficeBetCalls.settleGame, async ({ params, body, request }) => {
    const { operatorId } = signedIn(request);
    const { results, reason } = body.data.attributes;
    const outcome = await bets.settleByHand(
      operatorId,
      params.gameId,
      results.map((r) => ({ ...r, paramKey: paramKeyOf(r.param) })),
      reason,
    );
    return settlementAnswer(params.gameId, outcome.settledCoupons);
  });
  registerCall(app, backofficeBetCalls.voidGame, async ({ params, body, request }) => {
    const { operatorId } = signedIn(request);
    const outcome = await bets.voidGame(operatorId, params.gameId, body.data.attributes.reason);
    return settlementAnswer(params.gameId, outcome.settledCoupons);
  });
}

const settlementAnswer = (gameId: number, settledCoupons: number) => ({
  data: { type: 'settlement' as const, id: String(gameId), attributes: { settledCoupons } },
});
