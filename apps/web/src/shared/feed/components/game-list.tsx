import type { FeedGame } from '@arenabet/contracts';
import { sportById } from '@arenabet/reference/sports';
import { type ReactNode, useMemo } from 'react';
import { FavoriteChampStar, FavoriteGameStar } from '../../favorites/favorite-star.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { pathFor } from '../../routes/path-for.ts';
import { SportIcon } from '../../ui/sport-icon.tsx';
import { useMediaQuery } from '../../ui/use-drawn-once.ts';
import { type ChampGroup, flattenGames, type ListRow } from '../champ-groups.ts';
import { hasTotals, resultKindOf } from '../main-markets.ts';
import { ChampHeader } from './champ-header.tsx';
import styles from './game-list.module.css';
import { GameRow } from './game-row.tsx';
import { VirtualList } from './virtual-list.tsx';

interface GameListProps {
  games: readonly FeedGame[];
  /** A band per sport above its champs, for lists that mix sports. */
  withSports?: boolean | undefined;
  /** Favourite stars on champs and games (on by default). */
  withStars?: boolean;
}

function gameStar(game: FeedGame): ReactNode {
  const name = game.away ? `${game.home.name} — ${game.away.name}` : game.home.name;
  return <FavoriteGameStar gameId={game.id} name={name} size="s" />;
}

function champStar(champ: ChampGroup): ReactNode {
  return <FavoriteChampStar champId={champ.champId} name={champ.champName} size="s" />;
}

/** The champ page of a group of games. */
export function champPath(champ: Pick<ChampGroup, 'sportId' | 'champId'>, language: string) {
  return pathFor(
    'bettingMainSectionChamp',
    { sport: champ.sportId, champ: champ.champId },
    language,
  );
}

/**
 * Where a game row stacks its prices under the teams (game-row.module.css repeats it: CSS cannot
 * read it from here).
 */
const STACKED_ROWS = '(max-width: 720px)';

/**
 * Rows' heights as drawn in English (a longer text may wrap): a long list draws as many rows as
 * these say fill the screen, so a guess half the real height drew twice the rows a phone shows,
 * and every row was laid out again once measured.
 */
const ESTIMATED_HEIGHT: Record<'wide' | 'stacked', Record<ListRow['kind'], number>> = {
  wide: { sport: 50, champ: 57, game: 61 },
  stacked: { sport: 50, champ: 57, game: 152 },
};

/** Games grouped sport -> champ, each champ a card with its column labels; long lists window. */
export function GameList({ games, withSports = false, withStars = true }: GameListProps) {
  const language = useLanguage();
  const heights = ESTIMATED_HEIGHT[useMediaQuery(STACKED_ROWS) ? 'stacked' : 'wide'];
  const rows = useMemo(() => flattenGames(games, withSports ?? false), [games, withSports]);
  const columns = useMemo(() => {
    const byChamp = new Map<number, { kind: ReturnType<typeof resultKindOf>; total: boolean }>();
    for (const row of rows) {
      if (row.kind === 'champ') {
        byChamp.set(row.champ.champId, {
          kind: resultKindOf(row.champ.games),
          total: hasTotals(row.champ.games),
        });
      }
    }
    return byChamp;
  }, [rows]);

  function renderRow(row: ListRow): ReactNode {
    if (row.kind === 'sport') {
      const sport = sportById(row.sport.sportId);
      return (
        <h2 className={styles.sport}>
          <SportIcon slug={sport?.slug ?? ''} isCyber={sport?.isCyber ?? false} size={20} />
          {row.sport.sportName}
        </h2>
      );
    }
    const champColumns = columns.get(row.champ.champId) ?? { kind: 'none', total: false };
    if (row.kind === 'champ') {
      return (
        <div className={styles.champ}>
          <ChampHeader
            name={row.champ.champName}
            sportId={row.champ.sportId}
            countryName={row.champ.countryName}
            to={champPath(row.champ, language)}
            resultKind={champColumns.kind}
            withTotal={champColumns.total}
            star={withStars ? champStar(row.champ) : undefined}
          />
        </div>
      );
    }
    return (
      <div className={styles.game} data-last={row.last || undefined}>
        <GameRow
          game={row.game}
          resultKind={champColumns.kind}
          withTotal={champColumns.total}
          star={withStars ? gameStar(row.game) : undefined}
        />
      </div>
    );
  }

  return (
    <VirtualList
      items={rows}
      className={styles.list}
      getKey={(row) => row.key}
      estimateSize={(row) => heights[row.kind]}
      renderItem={renderRow}
    />
  );
}
