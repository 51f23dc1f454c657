import { FEED_MAX_COUNT, type FeedChamp } from '@arenabet/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  BackLink,
  champPath,
  countryBeside,
  FeedPageHeader,
  useChamps,
  useLineGames,
  useLiveGames,
  useLiveTopics,
  useSportsShort,
} from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { useRouteIds } from '../hooks/use-route-ids.ts';
import styles from './line.module.css';
import { LiveAndLine } from './live-and-line.tsx';
import { NotFoundInLine } from './not-found-in-line.tsx';
import { nameOfSport } from './sport-name.ts';

/** A sport: its games in play, then its champs and pre-match games. */
export function SportPage() {
  const { sportId } = useRouteIds();
  if (sportId === undefined) return <NotFoundInLine />;
  return <SportGames sportId={sportId} />;
}

function SportGames({ sportId }: { sportId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const sports = useSportsShort('line');
  const live = useLiveGames({ sports: [sportId] });
  const line = useLineGames({ sports: [sportId], count: FEED_MAX_COUNT });
  const champs = useChamps('line', sportId);
  useLiveTopics([`sport:${sportId}`]);
  const name = nameOfSport(sportId, language, sports.data) ?? t('line_sport_unknown');
  // The feed's own counts: the list holds at most the feed's page of games.
  const counts = sports.data?.find((sport) => sport.id === sportId);

  return (
    <div className={styles.page} data-testid="sport-page">
      <FeedPageHeader
        title={name}
        sportId={sportId}
        lead={
          counts
            ? t('line_sport_lead', { line: counts.gameCount, live: counts.liveCount ?? 0 })
            : undefined
        }
        leadPending={sports.isPending}
        back={<BackLink to={pathFor('bettingHome', {}, language)} label={t('line_back_to_line')} />}
      />
      {champs.data && champs.data.length > 0 && <ChampLinks champs={champs.data} />}
      <LiveAndLine
        id="sport"
        live={live}
        line={line}
        empty={{
          title: t('line_sport_empty_title', { sport: name }),
          text: t('line_sport_empty_text'),
          action: (
            <Link to={pathFor('bettingHome', {}, language)} className={styles.switch}>
              {t('line_to_all_sports')}
            </Link>
          ),
        }}
      />
    </div>
  );
}

function champLinkText(champ: FeedChamp): string {
  const country = countryBeside(champ.name, champ.countryName);
  return country ? `${country}. ${champ.name}` : champ.name;
}

/** Champ links shown before "all champs" is pressed. */
const CHAMP_LINKS_FOLDED = 12;

/** The sport's champs as quick links, top champs first. */
function ChampLinks({ champs }: { champs: readonly FeedChamp[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [unfolded, setUnfolded] = useState(false);
  const ordered = [...champs].sort((a, b) => Number(b.isTop) - Number(a.isTop));
  const shown = unfolded ? ordered : ordered.slice(0, CHAMP_LINKS_FOLDED);
  return (
    <nav aria-label={t('line_champs_label')} className={styles.champLinks}>
      {shown.map((champ) => (
        <Link
          key={champ.id}
          to={champPath({ sportId: champ.sportId, champId: champ.id }, language)}
          className={styles.champLink}
          data-top={champ.isTop ? '' : undefined}
        >
          {champLinkText(champ)}
          <span className={styles.champLinkCount}>{champ.gameCount}</span>
        </Link>
      ))}
      {ordered.length > CHAMP_LINKS_FOLDED && (
        <button
          type="button"
          className={styles.champLink}
          aria-expanded={unfolded}
          onClick={() => setUnfolded((value) => !value)}
        >
          {unfolded ? t('line_champs_less') : t('line_champs_all', { count: ordered.length })}
        </button>
      )}
    </nav>
  );
}
