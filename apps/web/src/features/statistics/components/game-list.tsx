import type { FormLetter, StatisticsGame } from '@arenabet/contracts';
import { Link } from 'react-router';
import { useStatisticsFrame } from '../hooks/use-statistics-frame.ts';
import { formatGameDate } from '../lib/statistics-time.ts';
import { FormBadge, Score } from './statistics-parts.tsx';
import tables from './tables.module.css';

type ListedGame = StatisticsGame & { result?: FormLetter };

/**
 * Finished games, most recent first, each opening its own statistics. The team the list is
 * about (a team page, a form block) is shown in bold with its result.
 */
export function GameList({ games, teamId }: { games: readonly ListedGame[]; teamId?: number }) {
  const { lng, params, linkTo } = useStatisticsFrame();
  return (
    <div className={tables.games}>
      {games.map((game) => (
        <Link
          key={game.gameId}
          className={tables.game}
          to={linkTo({ kind: 'game', sportId: game.sportId, gameId: game.gameId })}
          data-testid="statistics-game-row"
        >
          <span className={tables.gameDate}>
            <span>{formatGameDate(game.startsAt, lng, params.tz)}</span>
            <span className={tables.gameChamp}>{game.champName}</span>
          </span>
          <span
            className={`${tables.gameTeam} ${tables.gameHome}`}
            data-self={game.home.id === teamId ? '' : undefined}
          >
            {game.home.name}
          </span>
          <Score home={game.score.home} away={game.score.away} />
          <span className={tables.gameTeam} data-self={game.away.id === teamId ? '' : undefined}>
            {game.away.name}
          </span>
          {game.result ? <FormBadge result={game.result} /> : <span />}
        </Link>
      ))}
    </div>
  );
}
