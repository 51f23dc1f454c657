import { catalogueGame } from '@arenabet/domain/casino/catalogue';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { usePageTitle } from '../../../shared/ui/page/page-title.tsx';
import { GAME_NAME_KEYS, gameArt, type TableGameSlug } from '../lib/table-games.ts';
import { FairIcon } from './casino-icons.tsx';
import layout from './casino-page.module.css';
import styles from './game-page.module.css';
import { ReturnText } from './return-text.tsx';

/**
 * A game page's head: the way back to the lobby, the game's picture, name, return and fairness.
 * The page's title is the game's name, or `section`'s before it where the game is a section's
 * own page (the live casino's wheel), so no two addresses share a title.
 */
export function GameHeader({ slug, section }: { slug: TableGameSlug; section?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = t(GAME_NAME_KEYS[slug]);
  usePageTitle(section ? `${section}: ${name}` : name);
  const catalogue = catalogueGame(slug);
  return (
    <header className={layout.header}>
      <BackLink to={pathFor('casino', {}, language)} label={t('casino_back_to_lobby')} />
      <div className={styles.titleRow}>
        <img className={styles.thumb} src={gameArt(slug)} alt="" width={64} height={48} />
        <h1 className={styles.title}>{name}</h1>
        <div className={styles.badges}>
          {catalogue && (
            <span className={styles.badge} data-testid="casino-rtp">
              <ReturnText low={catalogue.returnToPlayer} high={catalogue.bestReturn} />
            </span>
          )}
          <Link to={pathFor('casinoFairness', {}, language)} className={styles.fairBadge}>
            <FairIcon size={16} />
            {t('casino_provably_fair')}
          </Link>
        </div>
      </div>
    </header>
  );
}
