import { sportById, sportName } from '@arenabet/reference/sports';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { SportIcon } from '../../../shared/ui/sport-icon.tsx';
import styles from './home.module.css';

/**
 * Where the top events of the line will be listed. The line is not connected yet, so the
 * section says so plainly instead of showing invented matches or odds.
 */
export function TopEvents({ sportId }: { sportId: number | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const sport = sportId === null ? undefined : sportById(sportId);
  const name = sport ? sportName(sport, language) : undefined;

  return (
    <section className={styles.section} aria-labelledby="top-events-title" data-testid="top-events">
      <header className={styles.sectionHeader}>
        <h2 id="top-events-title" className={styles.sectionTitle}>
          <Icon name="trophy" size={20} className={styles.sectionIcon} />
          {name ? t('home_top_events_in', { sport: name }) : t('home_top_events')}
        </h2>
      </header>
      <div className={styles.empty}>
        <div className={styles.emptyMark} aria-hidden="true">
          {sport ? (
            <SportIcon slug={sport.slug} isCyber={sport.isCyber} size={34} />
          ) : (
            <Icon name="line" size={34} />
          )}
        </div>
        <h3 className={styles.emptyTitle}>{t('home_line_empty_title')}</h3>
        <p className={styles.emptyText}>{t('home_line_empty_text')}</p>
        <Link to={pathFor('howToBet', {}, language)} className={styles.emptyLink}>
          {t('home_line_empty_link')}
          <Icon name="chevronForward" size={16} mirrorInRtl />
        </Link>
      </div>
    </section>
  );
}
