import type { FeedGame, FeedOutcome } from '@arenabet/contracts';
import { useMemo, useState } from 'react';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import markets from '../../../shared/markets/markets.module.css';
import { groupMarkets, marketName, marketPlaceOf } from '../../../shared/markets/markets.ts';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { builderOutcomesNow } from '../lib/builder-outcomes.ts';
import { builderPickKey } from '../lib/builder-picks.ts';
import { useBuilderPicks, useBuilderStore } from '../lib/builder-store.ts';
import styles from './builder.module.css';
import { BuilderMarket } from './builder-market.tsx';
import { BuilderSlip } from './builder-slip.tsx';

interface BetBuilderProps {
  game: FeedGame;
  /** The outcomes the builder feed offers for the game. */
  offered: readonly FeedOutcome[];
  collapsed: boolean;
  onSignIn(): void;
}

/**
 * The bet builder of a game: its match's outcomes that go together in one bet, market by market,
 * and the slip that prices the picks together and places them.
 */
export function BetBuilder({ game, offered, collapsed, onSignIn }: BetBuilderProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { maxLegs } = useSiteSettings().coupon.builder;
  const outcomes = useMemo(
    () => builderOutcomesNow(offered, game.outcomes),
    [offered, game.outcomes],
  );
  const grouped = useMemo(() => groupMarkets(outcomes), [outcomes]);
  const picks = useBuilderPicks(game.id);
  const picked = useMemo(() => new Set(picks.map(builderPickKey)), [picks]);
  const [notice, setNotice] = useState<string | null>(null);
  const place = marketPlaceOf(game);

  const onToggle = (outcome: FeedOutcome) => {
    const result = useBuilderStore.getState().toggle(game.id, outcome, maxLegs);
    setNotice(result.change === 'refused' ? result.reason : null);
  };

  return (
    <div className={styles.builder} data-testid="bet-builder">
      <div className={styles.intro}>
        <span className={styles.introIcon} aria-hidden="true">
          <Icon name="spark" size={22} />
        </span>
        <div className={styles.introText}>
          <p className={styles.introTitle}>{t('builder_title')}</p>
          <p className={styles.introLead}>{t('builder_lead', { max: String(maxLegs) })}</p>
        </div>
      </div>
      <div className={markets.grid} data-testid="builder-markets">
        {grouped.map((market) => (
          <BuilderMarket
            key={market.group}
            market={market}
            name={marketName(market.group, place, language, t('game_market'))}
            place={place}
            homeName={game.home.name}
            awayName={game.away?.name}
            picked={picked}
            collapsedByDefault={collapsed}
            onToggle={onToggle}
          />
        ))}
      </div>
      <BuilderSlip game={game} outcomes={outcomes} notice={notice} onSignIn={onSignIn} />
    </div>
  );
}
