import { statisticsLink } from '@arenabet/domain';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { openLinkInStatisticsWindow } from '../../../shared/statistics/open-statistics-window.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import styles from './game-actions.module.css';

/**
 * The game's statistics, in a window of the spec's size beside the page. A blocked popup
 * falls back to the link's own new tab, so the click is never lost.
 */
export function StatisticsButton({ sportId, gameId }: { sportId: number; gameId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const href = statisticsLink(language, { kind: 'game', sportId, gameId });
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={styles.action}
      onClick={openLinkInStatisticsWindow}
      data-testid="game-statistics"
    >
      <Icon name="results" size={18} />
      <span className={styles.actionLabel}>{t('game_statistics')}</span>
    </a>
  );
}
