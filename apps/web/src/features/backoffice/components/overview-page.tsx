import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import type { RouteName } from '../../../shared/routes/route-map.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import type { IconName } from '../../../shared/ui/icon-paths.tsx';
import { usePendingWithdrawals } from '../api/payments.ts';
import { ledgerPath } from '../lib/ledger-path.ts';
import { pendingCountLabel } from '../lib/payment-list.ts';
import { BackofficeScreen } from './backoffice-screen.tsx';
import { ConsistencyReport } from './consistency-report.tsx';
import styles from './overview.module.css';
import { PlayerSearch } from './player-search.tsx';

/** The back office's first screen: what waits for the operator, where to go, the ledger's health. */
export function OverviewPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const pending = pendingCountLabel(usePendingWithdrawals().data);
  return (
    <BackofficeScreen title={t('backoffice_overview_title')} testId="backoffice-overview">
      <div className={styles.tiles}>
        <Tile
          route="backofficeWithdrawals"
          icon="scale"
          title={t('backoffice_nav_withdrawals')}
          text={t('backoffice_tile_withdrawals')}
          figure={pending ?? '…'}
          urgent={pending !== null && pending !== '0'}
          testId="tile-withdrawals"
        />
        <Tile
          route="backofficeDeposits"
          icon="wallet"
          title={t('backoffice_nav_deposits')}
          text={t('backoffice_tile_deposits')}
        />
        <Tile
          route="backofficePaymentRequests"
          icon="info"
          title={t('backoffice_nav_payment_requests')}
          text={t('backoffice_tile_payment_requests')}
        />
        <div className={styles.tile}>
          <span className={styles.icon}>
            <Icon name="search" size={22} />
          </span>
          <Link to={ledgerPath(language)} className={styles.tileTitle}>
            {t('backoffice_nav_ledger')}
          </Link>
          <p className={styles.tileText}>{t('backoffice_tile_ledger')}</p>
          <PlayerSearch
            playerId={null}
            stacked
            onSearch={(id) => navigate(ledgerPath(language, id))}
          />
        </div>
      </div>
      <ConsistencyReport />
    </BackofficeScreen>
  );
}

interface TileProps {
  route: RouteName;
  icon: IconName;
  title: string;
  text: string;
  /** A number to read at a glance (what waits). */
  figure?: ReactNode;
  urgent?: boolean;
  testId?: string;
}

function Tile({ route, icon, title, text, figure, urgent = false, testId }: TileProps) {
  const language = useLanguage();
  return (
    <Link
      to={pathFor(route, {} as never, language)}
      className={`${styles.tile} ${styles.linkTile}`}
      data-urgent={urgent || undefined}
      data-testid={testId}
    >
      <span className={styles.icon}>
        <Icon name={icon} size={22} />
      </span>
      <span className={styles.tileTitle}>{title}</span>
      <span className={styles.tileText}>{text}</span>
      {figure !== undefined && (
        // The corner is the end edge of the page's direction; only the digits read left to right.
        <span className={styles.figure} data-testid={testId && `${testId}-count`}>
          <bdi dir="ltr">{figure}</bdi>
        </span>
      )}
    </Link>
  );
}
