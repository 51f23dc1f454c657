import { Children, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { type Card, isRedSuit, suitSign } from '../lib/round-outcome.ts';
import styles from './playing-card.module.css';

const dealDelay = (delayMs: number) => ({ '--deal-delay': `${delayMs}ms` }) as CSSProperties;

/** A card face up: its rank and suit in the corner and its suit large, named in words too. */
export function PlayingCard({ card, delayMs = 0 }: { card: Card; delayMs?: number }) {
  const { t } = useTranslation();
  const sign = suitSign(card.suit);
  return (
    <span
      className={styles.card}
      data-red={isRedSuit(card.suit) || undefined}
      style={dealDelay(delayMs)}
      data-testid="playing-card"
    >
      <span className={styles.cardCorner} aria-hidden="true">
        <span>{card.rank}</span>
        <span>{sign}</span>
      </span>
      <span className={styles.cardSuit} aria-hidden="true">
        {sign}
      </span>
      <span className="visually-hidden">
        {t('casino_card', { rank: card.rank, suit: t(`casino_suit_${card.suit}`) })}
      </span>
    </span>
  );
}

/** A card face down (the dealer's hole card), named as such. */
export function CardBack({ delayMs = 0 }: { delayMs?: number }) {
  const { t } = useTranslation();
  return (
    <span className={styles.card} data-back style={dealDelay(delayMs)}>
      <span className="visually-hidden">{t('casino_card_face_down')}</span>
    </span>
  );
}

/** A hand's cards, side by side; before the deal, the places of its first two. */
export function CardRow({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.row}>
      {Children.toArray(children).length > 0 ? (
        children
      ) : (
        <>
          <span className={styles.slot} />
          <span className={styles.slot} />
        </>
      )}
    </div>
  );
}

interface HandTitleProps {
  label: string;
  /** The hand's total as the table reads it; none before the deal. */
  total: ReactNode | undefined;
  totalTestId: string;
}

/** A hand's name, and its total on a white disc in the felt's ink. */
export function HandTitle({ label, total, totalTestId }: HandTitleProps) {
  return (
    <h3 className={styles.handTitle}>
      {label}
      {total !== undefined && (
        <span className={styles.handTotal} data-testid={totalTestId}>
          {total}
        </span>
      )}
    </h3>
  );
}
