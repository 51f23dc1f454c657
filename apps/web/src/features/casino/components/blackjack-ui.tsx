import { blackjack } from '@arenabet/domain/casino/games/blackjack';
import { type FocusEvent, useEffect, useRef, useState } from 'react';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { CasinoTable } from '../hooks/use-casino-table.ts';
import { useMoneyText } from '../hooks/use-money-text.ts';
import {
  BLACKJACK_ACTIONS,
  type BlackjackActionName,
  type BlackjackHandView,
  type BlackjackView,
  outcomeOf,
} from '../lib/round-outcome.ts';
import { returnText } from '../lib/rtp.ts';
import styles from './blackjack.module.css';
import type { GameUi } from './game-ui.ts';
import paytable from './paytable.module.css';
import { PlayButton, RoundMessage, StakeField, useStake } from './play-controls.tsx';
import { CardBack, CardRow, HandTitle, PlayingCard } from './playing-card.tsx';
import { Felt, StakeControls } from './table-controls.tsx';

/** Cards of the deal come this far apart, as a dealer deals them. */
const CARD_MS = 250;

const ACTION_KEYS: Readonly<Record<BlackjackActionName, string>> = {
  hit: 'casino_blackjack_hit',
  stand: 'casino_blackjack_stand',
  double: 'casino_blackjack_double',
  split: 'casino_blackjack_split',
  insurance: 'casino_blackjack_insurance',
  no_insurance: 'casino_blackjack_no_insurance',
};

/** A soft hand in play reads both ways, as players say it: "7/17". */
const totalText = (hand: BlackjackHandView) =>
  hand.soft && hand.status === 'playing' ? `${hand.total - 10}/${hand.total}` : `${hand.total}`;

function BlackjackTable({ table }: { table: CasinoTable }) {
  const { t } = useTranslation();
  const round = table.lastRound;
  const outcome = round ? outcomeOf('blackjack', round.outcome) : undefined;
  const view = outcome?.game === 'blackjack' ? outcome : undefined;
  const inPlay = round?.status === 'open' && view !== undefined;
  const moves = round?.actions.length ?? 0;
  const focus = useKeepFocus(`${round?.id}:${moves}`);
  return (
    <Felt className={styles.blackjack} rim>
      <div className={styles.table} dir="ltr" key={round?.id ?? 0}>
        <Dealer view={view} dealing={moves === 0} />
        <p className={styles.arc} aria-hidden="true">
          {t('casino_blackjack_arc')}
        </p>
        <PlayerHands table={table} view={view} />
      </div>
      <div className={styles.controls} {...focus}>
        {inPlay ? (
          <Actions table={table} view={view} moves={moves} />
        ) : (
          <DealControls table={table} />
        )}
      </div>
      <RoundMessage
        table={table}
        round={inPlay ? undefined : round}
        prompt={inPlay ? t('casino_blackjack_your_move') : undefined}
      />
    </Felt>
  );
}

/**
 * A move that ends the hand or answers insurance takes its button away: the keyboard's place
 * moves to the first control now on the table (the next move, or the stake), not to the page's
 * top. Only when the focus was on the table's controls: a hand found on entering takes nothing.
 */
function useKeepFocus(step: string) {
  const controls = useRef<HTMLDivElement>(null);
  const inside = useRef(false);
  const [seen, setSeen] = useState(step);
  const [moved, setMoved] = useState(false);
  if (seen !== step) {
    setSeen(step);
    setMoved(true);
  }
  useEffect(() => {
    if (!moved) return;
    setMoved(false);
    const focused = document.activeElement;
    if (!inside.current || (focused && focused !== document.body)) return;
    controls.current?.querySelector<HTMLElement>('button:not(:disabled), input')?.focus();
  }, [moved]);
  return {
    ref: controls,
    onFocus: () => {
      inside.current = true;
    },
    // A removed button's blur names no next target: the focus is still the table's to place.
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !controls.current?.contains(next)) inside.current = false;
    },
  };
}

function DealControls({ table }: { table: CasinoTable }) {
  const { t } = useTranslation();
  const stake = useStake(table.money);
  return (
    <StakeControls>
      <StakeField money={table.money} stake={stake} />
      <PlayButton
        table={table}
        label={t('casino_blackjack_deal')}
        blocked={stake.minor ? undefined : t('casino_enter_stake')}
        onPlay={() => stake.minor && table.play({ stake: stake.minor })}
      />
    </StakeControls>
  );
}

/** `dealing`: the hand's first cards, dealt one after another; later cards come at once. */
function Dealer({ view, dealing }: { view: BlackjackView | undefined; dealing: boolean }) {
  const { t } = useTranslation();
  const cards = view?.dealer ?? [];
  return (
    <section
      className={styles.seat}
      aria-label={t('casino_blackjack_dealer')}
      data-testid="blackjack-dealer"
    >
      <HandTitle
        label={t('casino_blackjack_dealer')}
        total={view?.dealerTotal}
        totalTestId="blackjack-dealer-total"
      />
      <CardRow>
        {cards.map((card, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the dealer may draw one card twice
          <PlayingCard key={index} card={card} delayMs={dealing ? dealtAt(index, 'dealer') : 0} />
        ))}
        {view && !view.over && <CardBack delayMs={dealing ? 3 * CARD_MS : 0} />}
      </CardRow>
    </section>
  );
}

/** The deal's order: player, dealer up, player, dealer hole; later cards as they come. */
function dealtAt(index: number, seat: 'player' | 'dealer') {
  if (index > 1) return 0;
  return (index * 2 + (seat === 'dealer' ? 1 : 0)) * CARD_MS;
}

function PlayerHands({ table, view }: { table: CasinoTable; view: BlackjackView | undefined }) {
  const { t } = useTranslation();
  const money = useMoneyText(table.money);
  if (!view) {
    return (
      <section className={styles.seat} aria-label={t('casino_blackjack_your_hand')}>
        <CardRow />
      </section>
    );
  }
  const split = view.hands.length > 1;
  return (
    <div className={styles.hands}>
      {view.hands.map((hand, index) => (
        <section
          // biome-ignore lint/suspicious/noArrayIndexKey: the hands in the order split
          key={index}
          className={styles.seat}
          data-active={(split && !view.over && view.activeHand === index) || undefined}
          aria-label={
            split
              ? t('casino_blackjack_hand', { number: index + 1 })
              : t('casino_blackjack_your_hand')
          }
          data-testid="blackjack-hand"
        >
          <HandTitle
            label={
              split ? t('casino_blackjack_hand', { number: index + 1 }) : t('casino_blackjack_you')
            }
            total={totalText(hand)}
            totalTestId="blackjack-hand-total"
          />
          <CardRow>
            {hand.cards.map((card, cardIndex) => (
              <PlayingCard
                // biome-ignore lint/suspicious/noArrayIndexKey: a hand may hold one card twice
                key={cardIndex}
                card={card}
                delayMs={split ? 0 : dealtAt(cardIndex, 'player')}
              />
            ))}
          </CardRow>
          <p className={styles.handNote}>
            <span>{t('casino_blackjack_stake', { amount: money(hand.stake) })}</span>
            {hand.doubled && <span>{t('casino_blackjack_doubled')}</span>}
            {hand.status === 'busted' && <strong>{t('casino_blackjack_busted')}</strong>}
            {hand.status === 'blackjack' && <strong>{t('casino_blackjack_natural')}</strong>}
            {hand.win !== undefined && hand.win > 0 && (
              <strong>{t('casino_blackjack_paid', { amount: money(hand.win) })}</strong>
            )}
          </p>
        </section>
      ))}
    </div>
  );
}

/** The moves the rules allow now, in a fixed order, one press each. */
interface ActionsProps {
  table: CasinoTable;
  view: BlackjackView;
  /** The moves made so far in the hand. */
  moves: number;
}

function Actions({ table, view, moves }: ActionsProps) {
  const { t } = useTranslation();
  const money = useMoneyText(table.money);
  const { insurance } = view;
  const firstStake = view.hands[0]?.stake ?? 0;
  return (
    <div className={styles.actions}>
      {insurance.state === 'offered' && (
        <p className={styles.offer} data-testid="blackjack-insurance-offer">
          {t('casino_blackjack_insurance_offer', { amount: money(Math.floor(firstStake / 2)) })}
        </p>
      )}
      <fieldset className={styles.actionRow} data-testid="blackjack-actions" data-moves={moves}>
        <legend className="visually-hidden">{t('casino_blackjack_moves')}</legend>
        {BLACKJACK_ACTIONS.filter((action) => view.legalActions.includes(action)).map((action) => (
          <button
            key={action}
            type="button"
            className={styles.action}
            data-action={action}
            disabled={table.playing}
            data-testid={`blackjack-${action}`}
            onClick={() => table.act(action)}
          >
            {t(ACTION_KEYS[action])}
          </button>
        ))}
      </fieldset>
    </div>
  );
}

function BlackjackPaytable() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <ul className={styles.rules}>
        <li>{t('casino_blackjack_rule_dealer')}</li>
        <li>{t('casino_blackjack_rule_pays')}</li>
        <li>{t('casino_blackjack_rule_insurance')}</li>
        <li>{t('casino_blackjack_rule_double')}</li>
        <li>{t('casino_blackjack_rule_deck')}</li>
      </ul>
      <p className={paytable.note} data-testid="casino-paytable-return">
        {t('casino_blackjack_return', {
          value: returnText(blackjack.returnToPlayer, blackjack.returnToPlayer, language),
        })}
      </p>
    </>
  );
}

export const BLACKJACK_UI: GameUi = {
  game: blackjack,
  Table: BlackjackTable,
  Paytable: BlackjackPaytable,
};
