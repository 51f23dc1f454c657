import { colourOf } from '@arenabet/domain/casino/games/roulette-layout';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { crashText } from '../lib/crash-view.ts';
import {
  type Card,
  cardText,
  isRedSuit,
  multiplierText,
  type OutcomeView as Outcome,
  rollText,
} from '../lib/round-outcome.ts';
import styles from './outcome-view.module.css';

/** What a round drew, compact: the pocket, the roll, the numbers drawn, the hands. */
export function OutcomeView({ outcome }: { outcome: Outcome | undefined }) {
  const { t } = useTranslation();
  if (!outcome) return <span className={styles.none}>—</span>;
  switch (outcome.game) {
    case 'roulette':
      return <Pocket pocket={outcome.pocket} />;
    case 'dice':
      return (
        <span className={styles.roll} dir="ltr">
          <span data-testid="casino-outcome-roll">{rollText(outcome.roll)}</span>
          {outcome.call && (
            <span className={styles.muted}>
              {' '}
              {outcome.call.under ? '<' : '>'} {rollText(outcome.call.target)}
            </span>
          )}
          {outcome.multiplier !== undefined && (
            <span className={styles.muted}> {multiplierText(outcome.multiplier)}</span>
          )}
        </span>
      );
    case 'keno':
      return (
        <span className={styles.balls} dir="ltr" data-testid="casino-outcome-drawn">
          {outcome.marked !== undefined && (
            <span className={styles.hitCount}>
              {t('casino_keno_hit_count', { hits: outcome.hits.length, marked: outcome.marked })}
            </span>
          )}
          {outcome.drawn.map((n) => (
            <span key={n} className={styles.ball} data-hit={outcome.hits.includes(n) || undefined}>
              {n}
            </span>
          ))}
        </span>
      );
    case 'baccarat':
      return (
        <span className={styles.hands}>
          <Hand
            label={t('casino_baccarat_player')}
            cards={outcome.player}
            total={outcome.playerTotal}
          />
          <Hand
            label={t('casino_baccarat_banker')}
            cards={outcome.banker}
            total={outcome.bankerTotal}
          />
        </span>
      );
    case 'blackjack':
      return (
        <span className={styles.hands} data-testid="casino-outcome-blackjack">
          {outcome.hands.map((hand, index) => (
            <Hand
              // biome-ignore lint/suspicious/noArrayIndexKey: the hands in the order split
              key={index}
              label={
                outcome.hands.length > 1
                  ? t('casino_blackjack_hand', { number: index + 1 })
                  : t('casino_blackjack_you')
              }
              cards={hand.cards}
              total={hand.total}
            />
          ))}
          <Hand
            label={t('casino_blackjack_dealer')}
            cards={outcome.dealer}
            total={outcome.dealerTotal}
          />
        </span>
      );
    case 'crash':
      return (
        <span className={styles.roll} data-testid="casino-outcome-crash">
          {outcome.crashPoint === undefined ? (
            <span className={styles.muted}>{t('casino_crash_in_flight')}</span>
          ) : (
            <span dir="ltr">
              {t('casino_crash_crashed_at', { multiplier: crashText(outcome.crashPoint) })}
            </span>
          )}
          {outcome.cashout !== null && (
            <span className={styles.muted} dir="ltr">
              {' · '}
              {t('casino_crash_cashed_at', { multiplier: crashText(outcome.cashout) })}
            </span>
          )}
        </span>
      );
    case 'gem-mine': {
      const [paid] = outcome.spins;
      return (
        <span className={styles.muted} data-testid="casino-outcome-spins">
          {t('casino_slot_outcome', {
            lines: paid?.lineWins.length ?? 0,
            free: outcome.spins.length - 1,
          })}
          {outcome.jackpot?.won && ` · ${t('casino_slot_outcome_jackpot')}`}
        </span>
      );
    }
  }
}

/** A roulette pocket in its colour, its colour also in words for those who do not see it. */
export function Pocket({ pocket, size = 'm' }: { pocket: number; size?: 's' | 'm' | 'l' }) {
  const { t } = useTranslation();
  const colour = colourOf(pocket);
  return (
    <span
      className={styles.pocket}
      data-colour={colour}
      data-size={size}
      data-testid="casino-pocket"
    >
      <span aria-hidden="true">{pocket}</span>
      <span className="visually-hidden">
        {t('casino_pocket', { number: pocket, colour: t(`casino_colour_${colour}`) })}
      </span>
    </span>
  );
}

function Hand({ label, cards, total }: { label: string; cards: readonly Card[]; total: number }) {
  return (
    <span className={styles.hand}>
      <span className={styles.muted}>{label}</span>{' '}
      <span dir="ltr">
        {cards.map((card, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a hand may hold the same card twice
            key={index}
            className={styles.card}
            data-red={isRedSuit(card.suit) || undefined}
          >
            {cardText(card)}
          </span>
        ))}
      </span>{' '}
      <strong>{total}</strong>
    </span>
  );
}
