import { Link } from 'react-router';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import type { IconName } from '../../../shared/ui/icon-paths.tsx';
import styles from './home.module.css';

interface Tile {
  key: string;
  icon: IconName;
  title: string;
  path(language: string): string;
}

/** Sections that need a `:section` open on all their sports. */
const ALL = 'all';

/** The spec's dashboard sections, as ways into the line. */
const TILES: readonly Tile[] = [
  {
    key: 'top-events',
    icon: 'fire',
    title: i18nKey('home_section_top_events'),
    path: (lng) => pathFor('topEvents', {}, lng),
  },
  {
    key: 'top-games',
    icon: 'star',
    title: i18nKey('home_section_top_games'),
    path: (lng) => pathFor('bettingTopgameSection', { section: ALL }, lng),
  },
  {
    key: 'top-sports',
    icon: 'trophy',
    title: i18nKey('home_section_top_sports'),
    path: (lng) => pathFor('topSportsSection', { section: ALL }, lng),
  },
  {
    key: 'cyber',
    icon: 'esports',
    title: i18nKey('home_section_cyber'),
    path: (lng) => pathFor('bettingCyber', {}, lng),
  },
  {
    key: 'ufc',
    icon: 'shield',
    title: i18nKey('home_section_ufc'),
    path: (lng) => pathFor('ufc', {}, lng),
  },
  {
    key: 'politics',
    icon: 'globe',
    title: i18nKey('home_section_politics'),
    path: (lng) => pathFor('politics', {}, lng),
  },
  {
    key: 'recommendation',
    icon: 'compass',
    title: i18nKey('home_section_recommendation'),
    path: (lng) => pathFor('bettingRecommendation', {}, lng),
  },
  {
    key: 'express-day',
    icon: 'gift',
    title: i18nKey('home_section_express_day'),
    path: (lng) => pathFor('expressDay', {}, lng),
  },
];

export function DashboardTiles() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <nav className={styles.sections} aria-label={t('home_sections_label')}>
      {TILES.map((tile) => (
        <Link
          key={tile.key}
          to={tile.path(language)}
          className={styles.sectionTile}
          data-section={tile.key}
        >
          <span className={styles.sectionTileIcon}>
            <Icon name={tile.icon} size={22} />
          </span>
          <span className={styles.sectionTileTitle}>{t(tile.title)}</span>
        </Link>
      ))}
    </nav>
  );
}
