import { catalogueCalls as calls } from '@arenabet/contracts/casino-catalogue';
import { IN_HOUSE_GAMES } from '@arenabet/domain/casino/catalogue';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps.ts';
import { registerCall } from '../../platform/http/route.ts';
import { gameImage, gamesPreview, lastWinners } from './catalogue.ts';
import type { CasinoService } from './service.ts';

/** The lobby's featured games: a banner each, its words in the dictionary. */
const BANNER_GAMES = ['roulette', 'dice'] as const;

const LAST_WINNERS_DEFAULT = 10;

export function catalogueRoutes(
  app: FastifyInstance,
  deps: Pick<ModuleDeps, 'db' | 'siteSettings'>,
  casino: Pick<CasinoService, 'lobby' | 'operations'>,
): void {
  /** The lobby without the games an operator turned off. */
  const preview = async () => {
    const off = await casino.operations.gamesOff();
    const lobby = casino.lobby.map(({ provider, games }) => ({
      provider,
      games: games.filter((game) => !off.has(game.slug)),
    }));
    return gamesPreview(lobby);
  };

  registerCall(app, calls.previewLight, async () => ({
    data: { type: 'games-preview' as const, id: 'lobby', attributes: await preview() },
  }));

  registerCall(app, calls.actions, async () => ({
    data: { type: 'games-actions' as const, id: 'lobby', attributes: { actions: [] } },
  }));

  registerCall(app, calls.banner, async () => {
    const banners = BANNER_GAMES.flatMap((slug) => {
      const game = IN_HOUSE_GAMES.find((candidate) => candidate.slug === slug);
      if (!game) return [];
      const words = `casino_banner_${slug}`;
      return [
        {
          gameId: game.id,
          titleKey: `${words}_title`,
          textKey: `${words}_text`,
          image: gameImage(slug),
        },
      ];
    });
    return { data: { type: 'games-banners' as const, id: 'lobby', attributes: { banners } } };
  });

  registerCall(app, calls.byGameIds, async ({ body }) => {
    const wanted = new Set(body.data.attributes.gameIds);
    const games = (await preview()).games.filter((game) => wanted.has(game.id));
    return { data: { type: 'games-preview-by-ids' as const, id: 'lobby', attributes: { games } } };
  });

  registerCall(app, calls.lastWinners, async ({ query }) => {
    const settings = await deps.siteSettings();
    const winners = await lastWinners(
      deps.db,
      settings?.currencies ?? [],
      query.curIso,
      query.limit ?? LAST_WINNERS_DEFAULT,
    );
    return { data: { type: 'last-winners' as const, id: 'lobby', attributes: { winners } } };
  });
}
