import type { ReactNode } from 'react';
import { FavoriteChampStar } from '../../../shared/favorites/favorite-star.tsx';
import {
  BackLink,
  FeedEmpty,
  FeedError,
  FeedGames,
  FeedPageHeader,
  FeedSection,
  FeedSkeleton,
  GameList,
  useChamp,
  useLiveGames,
  useLiveTopics,
  useSportsShort,
} from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { useRouteIds } from '../hooks/use-route-ids.ts';
import styles from './line.module.css';
import { NotFoundInLine } from './not-found-in-line.tsx';
import { nameOfSport } from './sport-name.ts';

/** A champ (bettingMainSectionChamp): its games in play and its pre-match games. */
export function ChampPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { sportId, champId } = useRouteIds();
  if (sportId === undefined || champId === undefined) return <NotFoundInLine />;
  const sportPage = pathFor('bettingMainSection', { sport: sportId }, language);
  return (
    <ChampGames
      sportId={sportId}
      champId={champId}
      back={(sportName) => <BackLink to={sportPage} label={sportName || t('line_back_to_line')} />}
    />
  );
}

interface ChampGamesProps {
  /** The champ's sport, when the address names it; otherwise the feed's answer tells. */
  sportId: number | undefined;
  champId: number;
  /** The link up, given the sport's name. */
  back(sportName: string): ReactNode;
}

export function ChampGames({ sportId: routeSport, champId, back }: ChampGamesProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const line = useChamp('line', champId);
  const live = useLiveGames({ champs: [champId] });
  const sports = useSportsShort('line');
  useLiveTopics([`champ:${champId}`]);
  const champ = line.data;
  const liveGames = live.data ?? [];
  const anyLive = liveGames[0];
  const name = champ?.name ?? anyLive?.champName;
  const sportId = routeSport ?? champ?.sportId ?? anyLive?.sportId;
  const country = champ?.countryName ?? anyLive?.countryName;
  const sportName =
    sportId === undefined ? '' : (nameOfSport(sportId, language, sports.data) ?? '');
  const lineCount = champ?.games?.length ?? 0;

  return (
    <div className={styles.page} data-testid="champ-page">
      <FeedPageHeader
        title={name ?? (line.isPending ? '…' : t('line_champ_unknown'))}
        sportId={sportId}
        lead={[sportName, country].filter(Boolean).join(' · ')}
        back={back(sportName)}
        actions={name && <FavoriteChampStar champId={champId} name={name} />}
      />
      {liveGames.length > 0 && (
        <FeedSection id="champ-live" title={t('line_live_now')} live count={liveGames.length}>
          <FeedGames query={live} empty={{ title: t('line_live_empty_title') }} />
        </FeedSection>
      )}
      <FeedSection id="champ-line" title={t('line_upcoming')} icon="line" count={lineCount}>
        {line.isPending ? (
          <FeedSkeleton rows={6} />
        ) : line.isError && liveGames.length === 0 ? (
          // A champ playing only in live is unknown to the line: an empty line, not a failure.
          <FeedError onRetry={() => void line.refetch()} />
        ) : champ?.games && champ.games.length > 0 ? (
          <GameList games={champ.games} />
        ) : (
          <FeedEmpty
            title={t('line_champ_empty_title')}
            text={
              liveGames.length > 0 ? t('line_champ_empty_live_text') : t('line_champ_empty_text')
            }
          />
        )}
      </FeedSection>
    </div>
  );
}
