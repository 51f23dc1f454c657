import type { GamesPreview, LastWinner, PreviewGame } from '@arenabet/contracts/casino-catalogue';
import {
  type CatalogueGame,
  IN_HOUSE_GAMES,
  IN_HOUSE_PROVIDER_SLUG,
} from '@arenabet/domain/casino/catalogue';
import { convertAmount } from '@arenabet/domain/money-conversion';
import type { GeoCurrency } from '@arenabet/domain/site-settings-types';
import { CASINO_PROVIDERS, casinoCategorySlug } from '@arenabet/reference/casino';
import { currencyById } from '@arenabet/reference/currencies';
import { desc, gt } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { casinoRounds } from './schema.ts';

/** Where each game's card picture is served from (the web app's public files). */
export const gameImage = (slug: string) => `/casino/${slug}.svg`;

/** The lobby's games of every provider: the in-house ones and each configured studio's. */
export interface ProviderGames {
  provider: string;
  games: readonly CatalogueGame[];
}

export const IN_HOUSE: ProviderGames = { provider: IN_HOUSE_PROVIDER_SLUG, games: IN_HOUSE_GAMES };

export function previewOf(game: CatalogueGame, provider = IN_HOUSE_PROVIDER_SLUG): PreviewGame {
  const inHouse = provider === IN_HOUSE_PROVIDER_SLUG;
  return {
    id: game.id,
    slug: game.slug,
    nameKey: `casino_game_${game.slug.replaceAll('-', '_')}`,
    providerId: CASINO_PROVIDERS[provider] ?? 0,
    providerSlug: provider,
    categories: [...game.categories],
    returnToPlayer: game.returnToPlayer,
    bestReturn: game.bestReturn,
    ...(game.jackpotReturn === undefined ? {} : { jackpotReturn: game.jackpotReturn }),
    image: gameImage(game.slug),
    addedOn: game.addedOn,
    popularity: game.popularity,
    // An outside studio's game plays only for money, on the studio's page.
    hasDemo: inHouse,
  };
}

const countBy = <K>(keys: K[]) => {
  const counts = new Map<K, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
};

export function gamesPreview(lobby: readonly ProviderGames[] = [IN_HOUSE]): GamesPreview {
  const games = lobby.flatMap(({ provider, games }) =>
    games.map((game) => previewOf(game, provider)),
  );
  const categories = countBy(games.flatMap((game) => game.categories));
  const providers = countBy(games.map((game) => game.providerSlug));
  return {
    games,
    categories: [...categories].map(([id, count]) => ({
      id,
      slug: casinoCategorySlug(id) ?? String(id),
      count,
    })),
    providers: [...providers].map(([slug, count]) => ({
      id: CASINO_PROVIDERS[slug] ?? 0,
      slug,
      count,
    })),
  };
}

/** 12****89: enough for a winner to know themselves, not enough for anyone to find them. */
export function maskedPlayer(playerId: number): string {
  const digits = String(playerId);
  if (digits.length <= 4) return `${digits.slice(0, 1)}***`;
  return `${digits.slice(0, 2)}${'*'.repeat(digits.length - 4)}${digits.slice(-2)}`;
}

/**
 * The latest rounds that paid more than their stake, wins in `currencyIso` where the site has
 * rates for both currencies, else in the round's own currency.
 */
export async function lastWinners(
  db: Database,
  currencies: readonly GeoCurrency[],
  currencyIso: string | undefined,
  limit: number,
): Promise<LastWinner[]> {
  const rows = await db
    .select()
    .from(casinoRounds)
    .where(gt(casinoRounds.win, casinoRounds.stake))
    .orderBy(desc(casinoRounds.id))
    .limit(limit);
  const target = currencies.find((currency) => currency.code === currencyIso);
  return rows.map((round) => {
    const own = currencyById(round.currencyId);
    const precision = own?.precision ?? 2;
    const win = round.win / 10 ** precision;
    const from = currencies.find((currency) => currency.id === round.currencyId);
    const shown = target && from ? convertAmount(win, from, target) : win;
    const game = IN_HOUSE_GAMES.find((candidate) => candidate.slug === round.game);
    // Studio rounds are the studio's to report; the in-house rounds are the site's.
    return {
      roundId: round.id,
      gameId: game?.id ?? 0,
      gameSlug: round.game,
      player: maskedPlayer(round.playerId),
      win: Number(shown.toFixed(target && from ? target.precision : precision)),
      multiplier: Math.floor((round.win / round.stake) * 100) / 100,
      currencyIso: target && from ? target.code : (own?.code ?? ''),
      at: round.createdAt.toISOString(),
    };
  });
}
