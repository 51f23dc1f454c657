import type { GameStatusInfo } from '@arenabet/contracts';
import { oddsFormatOf } from '@arenabet/domain';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFrameTitle } from '../hooks/use-frame-reports.ts';
import { useStatistics } from '../hooks/use-statistics.ts';
import { GameHero } from './game-hero.tsx';
import { GraphBlock, gameTitle } from './game-page.tsx';
import { Loaded } from './statistics-parts.tsx';

function GraphView({ game, format }: { game: GameStatusInfo; format: number | undefined }) {
  const { t } = useTranslation();
  useFrameTitle(`${gameTitle(game)} · ${t('stats_odds_graph')}`);
  return (
    <>
      <GameHero game={game} />
      <GraphBlock gameId={game.gameId} {...(format === undefined ? {} : { format })} />
    </>
  );
}

/** graph/{gameId}/{coefficientView}: the odds graph alone, in the given odds format. */
export function GraphPage({
  gameId,
  coefficientView,
}: {
  gameId: number;
  coefficientView?: number;
}) {
  const query = useStatistics('status', { gameId });
  return (
    <Loaded query={query}>
      {(game) => (
        <GraphView
          game={game}
          // A view this site does not know reads as decimal odds.
          format={coefficientView === undefined ? undefined : oddsFormatOf(coefficientView)}
        />
      )}
    </Loaded>
  );
}
