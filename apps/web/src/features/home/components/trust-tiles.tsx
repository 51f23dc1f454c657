import { Link } from 'react-router';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import type { RouteName } from '../../../shared/routes/route-map.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import type { IconName } from '../../../shared/ui/icon-paths.tsx';
import styles from './home.module.css';

interface Tile {
  route: RouteName & ('licenses' | 'responsibleGaming' | 'payment' | 'disputeResolution');
  icon: IconName;
  title: string;
  text: string;
}

/** What a regulated book owes its players, each leading to the page that explains it. */
const TILES: Tile[] = [
  {
    route: 'licenses',
    icon: 'shield',
    title: i18nKey('home_tile_licence_title'),
    text: i18nKey('home_tile_licence_text'),
  },
  {
    route: 'responsibleGaming',
    icon: 'lock',
    title: i18nKey('home_tile_responsible_title'),
    text: i18nKey('home_tile_responsible_text'),
  },
  {
    route: 'payment',
    icon: 'wallet',
    title: i18nKey('home_tile_payment_title'),
    text: i18nKey('home_tile_payment_text'),
  },
  {
    route: 'disputeResolution',
    icon: 'scale',
    title: i18nKey('home_tile_dispute_title'),
    text: i18nKey('home_tile_dispute_text'),
  },
];

export function TrustTiles() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className={styles.section} aria-labelledby="trust-title">
      <header className={styles.sectionHeader}>
        <h2 id="trust-title" className={styles.sectionTitle}>
          <Icon name="shield" size={20} className={styles.sectionIcon} />
          {t('home_tiles_title')}
        </h2>
      </header>
      <ul className={styles.tiles}>
        {TILES.map((tile) => (
          <li key={tile.route}>
            <Link to={pathFor(tile.route, {}, language)} className={styles.tile}>
              <span className={styles.tileIcon}>
                <Icon name={tile.icon} size={22} />
              </span>
              <span className={styles.tileTitle}>{t(tile.title)}</span>
              <span className={styles.tileText}>{t(tile.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
