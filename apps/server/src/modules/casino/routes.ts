import {
  CASINO_BETS,
  type CasinoSeeds,
  casinoCalls as calls,
  type SeedPair,
} from '@arenabet/contracts/casino';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { registerCall } from '../../platform/http/route.ts';
import { toValidationErrors } from '../../platform/http/validation.ts';
import { currentPlayer } from '../auth/routes.ts';
import { backofficeRoutes } from './backoffice-routes.ts';
import { catalogueRoutes } from './catalogue-routes.ts';
import { jackpotsNow } from './jackpot-views.ts';
import { roundView } from './round-views.ts';
import type { SeedRow } from './seeds.ts';
import { ROUNDS_PAGE, type RoundWithSeeds, type SeedsState } from './service.ts';
import { studioRoutes } from './studio-routes.ts';
import { tableRoutes } from './table-routes.ts';

/** How many days back the casino history letter reaches unless asked otherwise. */
const MAILED_DAYS_DEFAULT = 30;

export function casinoRoutes(
  app: FastifyInstance,
  services: AppServices,
  deps: Pick<ModuleDeps, 'db' | 'clock' | 'siteSettings' | 'defaultLanguage'>,
): void {
  const { casino } = services;
  catalogueRoutes(app, deps, casino);
  studioRoutes(app, services, deps, casino.studios);
  backofficeRoutes(app, casino);
  tableRoutes(app, casino);

  registerCall(app, calls.seeds, async ({ request }) => {
    const { playerId } = currentPlayer(request);
    return seedsAnswer(playerId, await casino.seedsOf(playerId));
  });

  registerCall(app, calls.rotateSeeds, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const state = await casino.rotateSeeds(playerId, body.data.attributes.clientSeed);
    return seedsAnswer(playerId, state);
  });

  registerCall(app, calls.play, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const { game, requestId, bet } = body.data.attributes;
    const played = await casino.play(playerId, { game, requestId, bet: betOf(game, bet) });
    const attributes = { ...roundView(played), balance: played.balance };
    return { data: { type: 'casino-round' as const, id: String(played.round.id), attributes } };
  });

  registerCall(app, calls.act, async ({ body, params, request }) => {
    const { playerId } = currentPlayer(request);
    const { action, actionIndex } = body.data.attributes;
    const played = await casino.act(playerId, { roundId: params.id, action, actionIndex });
    const attributes = { ...roundView(played), balance: played.balance };
    return { data: { type: 'casino-round' as const, id: String(played.round.id), attributes } };
  });

  registerCall(app, calls.mailRounds, async ({ body, query, request }) => {
    const { playerId } = currentPlayer(request);
    const days = body.data.attributes.days ?? MAILED_DAYS_DEFAULT;
    const language = query.lng ?? (await deps.defaultLanguage());
    const count = await casino.mailRounds(playerId, days, language);
    return {
      data: { type: 'casino-rounds-mail' as const, id: String(playerId), attributes: { count } },
    };
  });

  registerCall(app, calls.jackpots, async () => {
    const jackpots = await jackpotsNow(casino.jackpots, deps);
    return { data: { type: 'casino-jackpots' as const, id: 'jackpots', attributes: { jackpots } } };
  });

  registerCall(app, calls.rounds, async ({ query, request }) => {
    const { playerId } = currentPlayer(request);
    return roundsAnswer(playerId, await casino.rounds(playerId, query.before));
  });
}

/** A page of rounds, newest first, with where the next page starts. */
export function roundsAnswer(playerId: number, found: RoundWithSeeds[]) {
  const last = found.at(-1);
  const nextBefore = found.length === ROUNDS_PAGE && last ? last.round.id : null;
  const attributes = { rounds: found.map(roundView), nextBefore };
  return { data: { type: 'casino-rounds' as const, id: String(playerId), attributes } };
}

/** The bet checked against the shape of the game named; an unknown game is the service's 404. */
function betOf(game: string, bet: unknown): unknown {
  const schema = Object.hasOwn(CASINO_BETS, game)
    ? CASINO_BETS[game as keyof typeof CASINO_BETS]
    : undefined;
  return schema ? parsedBet(schema, bet) : bet;
}

/** A bet in its game's shape; 400 validation_errors under `bet` otherwise. */
export function parsedBet(schema: z.ZodMiniType, bet: unknown): unknown {
  const parsed = z.safeParse(schema, bet, { reportInput: true });
  if (parsed.success) return parsed.data;
  const errors = Object.entries(toValidationErrors(parsed.error));
  throw badRequest(
    'validation_failed',
    Object.fromEntries(
      errors.map(([field, keys]) => [field === 'body' ? 'bet' : `bet.${field}`, keys]),
    ),
  );
}

function seedsAnswer(playerId: number, state: SeedsState) {
  const attributes: CasinoSeeds = {
    inPlay: seedView(state.inPlay),
    revealed: state.revealed.map(seedView),
  };
  return { data: { type: 'casino-seeds' as const, id: String(playerId), attributes } };
}

function seedView(row: SeedRow): SeedPair {
  return {
    id: row.id,
    commitment: row.commitment,
    clientSeed: row.clientSeed,
    nextCommitment: row.nextCommitment,
    nonce: row.nonce,
    serverSeed: row.revealedAt ? row.serverSeed : null,
    createdAt: row.createdAt.toISOString(),
    revealedAt: row.revealedAt?.toISOString() ?? null,
  };
}
