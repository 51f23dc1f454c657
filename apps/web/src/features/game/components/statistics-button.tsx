import { statisticsLink } from '@arenabet/domain';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { openStatisticsWindow } from '../lib/statistics-window.ts';
import styles from './game-actions.module.css';

/**
 * The game's statistics, in a window of the spec's size beside the page. A blocked popup
 * falls back to the link's own new tab, so the click is never lost.
 */
export function StatisticsButton({ sportId, gameId }: { sportId: number; gameId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const href = statisticsLink(language, { kind: 'game', sportId, gameId });
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (openStatisticsWindow(href)) event.preventDefault();
  };
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={styles.action}
      onClick={onClick}
      data-testid="game-statistics"
    >
      <Icon name="results" size={18} />
      <span className={styles.actionLabel}>{t('game_statistics')}</span>
    </a>
  );
}
