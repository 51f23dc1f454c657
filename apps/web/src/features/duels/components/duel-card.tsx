import type { DuelCandidate, FeedGame } from '@arenabet/contracts';
import { pickGameOf, startText } from '../../../shared/feed/index.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { MarketGrid } from '../../../shared/markets/market-grid.tsx';
import cardStyles from '../../../shared/ui/card.module.css';
import styles from './duels.module.css';

interface DuelCardProps {
  /** The duel as a game: home the first pick's team, away the second's. */
  duel: FeedGame;
  /** The picks' games, as the candidates list gave them (gone once a game stops taking bets). */
  games: [DuelCandidate | undefined, DuelCandidate | undefined];
}

/** The duel: both teams with their own games, the goals so far, and the duel's markets. */
export function DuelCard({ duel, games: [first, second] }: DuelCardProps) {
  const { t } = useTranslation();
  const score = duel.live?.score;
  return (
    <section className={cardStyles.card} aria-labelledby="duel-title" data-testid="duel-card">
      <h2 id="duel-title" className={styles.title}>
        {t('duels_title_pair', { first: duel.home.name, second: duel.away?.name ?? '' })}
      </h2>
      <div className={styles.sides}>
        <DuelSide team={duel.home.name} candidate={first} goals={score?.home} />
        <DuelSide team={duel.away?.name ?? ''} candidate={second} goals={score?.away} />
      </div>
      <p className={styles.rule}>{t('duels_rule')}</p>
      <div className={styles.markets}>
        <MarketGrid game={duel} pickGame={pickGameOf(duel)} collapsed={false} />
      </div>
    </section>
  );
}

function DuelSide({
  team,
  candidate,
  goals,
}: {
  team: string;
  candidate: DuelCandidate | undefined;
  goals: number | undefined;
}) {
  const { t } = useTranslation();
  const opponent = candidate && (candidate.home.name === team ? candidate.away : candidate.home);
  const start = candidate && startText(candidate.startsAt);
  return (
    <div className={styles.side} data-testid="duel-side">
      <span className={styles.team}>{team}</span>
      {candidate && opponent && start && (
        <span className={styles.game}>
          {t('duels_side_game', { opponent: opponent.name, champ: candidate.champName })}
          {' · '}
          {candidate.live ? t('line_live_now') : [start.day, start.time].filter(Boolean).join(' ')}
        </span>
      )}
      {goals !== undefined && (
        <span className={styles.goals}>
          <span aria-hidden="true">{goals}</span>
          <span className="visually-hidden">{t('duels_goals', { goals })}</span>
        </span>
      )}
    </div>
  );
}
