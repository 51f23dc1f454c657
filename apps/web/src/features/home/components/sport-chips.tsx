import { sportList } from '@arenabet/reference/sports';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { SportIcon } from '../../../shared/ui/sport-icon.tsx';
import styles from './home.module.css';

/** The sports the chips offer; the side menu holds the full list. */
const CHIP_SLUGS = ['football', 'ice-hockey', 'basketball', 'tennis', 'esports', 'volleyball'];

export function SportChips({ selected }: { selected: number | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const home = pathFor('home', {}, language);
  const sports = sportList(language)
    .filter((sport) => CHIP_SLUGS.includes(sport.slug))
    .sort((a, b) => CHIP_SLUGS.indexOf(a.slug) - CHIP_SLUGS.indexOf(b.slug));

  return (
    <nav className={styles.chips} aria-label={t('home_sports_label')}>
      <Link to={home} className={styles.chip} aria-current={selected === null ? 'true' : undefined}>
        <Icon name="trophy" size={18} />
        {t('home_sports_all')}
      </Link>
      {sports.map((sport) => (
        <Link
          key={sport.id}
          to={`${home}?sport=${sport.id}`}
          className={styles.chip}
          aria-current={selected === sport.id ? 'true' : undefined}
        >
          <SportIcon slug={sport.slug} isCyber={sport.isCyber} size={18} />
          {sport.name}
        </Link>
      ))}
    </nav>
  );
}
