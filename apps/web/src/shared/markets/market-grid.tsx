import type { FeedGame } from '@arenabet/contracts';
import { useMemo } from 'react';
import { FeedEmpty, type PickGame } from '../feed/index.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { MarketCard } from './market-card.tsx';
import styles from './markets.module.css';
import { groupMarkets, marketPlaceOf } from './markets.ts';

/** The game's markets as cards, or why it has none now. */
export function MarketGrid({
  game,
  pickGame,
  collapsed,
}: {
  game: FeedGame;
  pickGame: PickGame;
  collapsed: boolean;
}) {
  const { t } = useTranslation();
  const markets = useMemo(() => groupMarkets(game.outcomes), [game.outcomes]);
  const place = marketPlaceOf(game);
  if (markets.length === 0) {
    return (
      <FeedEmpty icon="lock" title={t('game_no_markets_title')} text={t('game_no_markets_text')} />
    );
  }
  return (
    <div className={styles.grid} data-testid="markets">
      {markets.map((market) => (
        <MarketCard
          key={market.group}
          market={market}
          place={place}
          game={pickGame}
          runners={game.runners ?? []}
          homeName={game.home.name}
          awayName={game.away?.name}
          collapsedByDefault={collapsed}
        />
      ))}
    </div>
  );
}
