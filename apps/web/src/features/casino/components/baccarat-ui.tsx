import { MULTIPLIER_SCALE } from '@arenabet/domain/casino/game';
import {
  BACCARAT_PAYBACKS,
  BACCARAT_RETURNS,
  BACCARAT_SPOTS,
  type BaccaratBet,
  type BaccaratSpot,
  baccarat,
} from '@arenabet/domain/casino/games/baccarat';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { CasinoTable } from '../hooks/use-casino-table.ts';
import { useMoneyText } from '../hooks/use-money-text.ts';
import { useReveal } from '../hooks/use-reveal.ts';
import { outcomeOf } from '../lib/round-outcome.ts';
import { returnText } from '../lib/rtp.ts';
import styles from './baccarat.module.css';
import type { GameUi } from './game-ui.ts';
import paytable from './paytable.module.css';
import { PlayButton, RoundMessage, StakeChip } from './play-controls.tsx';
import { CardRow, HandTitle, PlayingCard } from './playing-card.tsx';
import { ChipTableControls, Felt, useChipTable } from './table-controls.tsx';

/** Cards come one after another, this far apart, as a dealer deals them. */
const CARD_MS = 350;
const DEAL_MS = CARD_MS * 6;

/** What a winning spot pays to one: 1, 0.95, 8. */
const payoutOf = (spot: BaccaratSpot) => BACCARAT_PAYBACKS[spot] / MULTIPLIER_SCALE - 1;

const SPOT_KEYS: Readonly<Record<BaccaratSpot, string>> = {
  player: 'casino_baccarat_player',
  banker: 'casino_baccarat_banker',
  tie: 'casino_baccarat_tie',
};

/** The deal's order: player, banker, player, banker, then the third cards. */
const dealOrder = (hand: 'player' | 'banker', index: number) =>
  index < 2 ? index * 2 + (hand === 'banker' ? 1 : 0) : hand === 'player' ? 4 : 5;

function BaccaratTable({ table }: { table: CasinoTable }) {
  const { t } = useTranslation();
  const money = useMoneyText(table.money);
  const chips = useChipTable(table.money);
  const last = table.lastRound;
  const revealed = useReveal(last, DEAL_MS);
  const dealing = last !== undefined && revealed !== last;
  const outcome = last ? outcomeOf('baccarat', last.outcome) : undefined;
  const coup = outcome?.game === 'baccarat' ? outcome : undefined;
  const bet: BaccaratBet = Object.fromEntries(
    BACCARAT_SPOTS.flatMap((spot) => (chips.stakes[spot] ? [[spot, chips.stakes[spot]]] : [])),
  );
  return (
    <Felt className={styles.baccarat} rim>
      <div className={styles.hands} dir="ltr" data-testid="baccarat-hands">
        {(['player', 'banker'] as const).map((hand) => {
          const cards = coup?.[hand] ?? [];
          const handTotal = hand === 'player' ? coup?.playerTotal : coup?.bankerTotal;
          const won = !dealing && coup?.result === hand;
          return (
            <section
              key={`${hand}-${last?.id ?? 0}`}
              className={styles.hand}
              data-hand={hand}
              data-won={won || undefined}
              aria-label={t(SPOT_KEYS[hand])}
              data-testid={`baccarat-${hand}`}
            >
              <HandTitle
                label={t(SPOT_KEYS[hand])}
                total={dealing ? undefined : handTotal}
                totalTestId={`baccarat-${hand}-total`}
              />
              <CardRow>
                {cards.map((card, index) => (
                  <PlayingCard
                    // biome-ignore lint/suspicious/noArrayIndexKey: a hand may hold one card twice
                    key={index}
                    card={card}
                    delayMs={dealOrder(hand, index) * CARD_MS}
                  />
                ))}
              </CardRow>
            </section>
          );
        })}
      </div>
      {coup && !dealing && (
        <p className={styles.verdict} data-testid="baccarat-result">
          {coup.result === 'tie'
            ? t('casino_baccarat_result_tie', { total: coup.playerTotal })
            : t('casino_baccarat_result', {
                side: t(SPOT_KEYS[coup.result]),
                won: coup.result === 'player' ? coup.playerTotal : coup.bankerTotal,
                lost: coup.result === 'player' ? coup.bankerTotal : coup.playerTotal,
              })}
        </p>
      )}
      <div className={styles.spots}>
        {(['player', 'tie', 'banker'] as const).map((spot) => {
          const stake = chips.stakes[spot];
          return (
            <button
              key={spot}
              type="button"
              className={styles.spot}
              data-spot={spot}
              disabled={table.playing || dealing}
              aria-label={
                stake
                  ? t('casino_bet_with_stake', { bet: t(SPOT_KEYS[spot]), amount: money(stake) })
                  : t(SPOT_KEYS[spot])
              }
              data-testid={`baccarat-spot-${spot}`}
              onClick={() => chips.place(spot)}
            >
              <span className={styles.spotName}>{t(SPOT_KEYS[spot])}</span>
              <span className={styles.spotPays} dir="ltr">
                {t('casino_pays', { odds: `${payoutOf(spot)}:1` })}
              </span>
              {stake ? (
                <span className={styles.spotStake}>
                  <StakeChip stake={stake} money={table.money} />
                  <span dir="ltr">{money(stake)}</span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <ChipTableControls money={table.money} chips={chips}>
        <PlayButton
          table={table}
          label={t('casino_baccarat_deal')}
          blocked={chips.total === 0 ? t('casino_place_chips') : undefined}
          onPlay={() => table.play(bet)}
        />
      </ChipTableControls>
      <RoundMessage table={table} round={dealing ? undefined : revealed} />
    </Felt>
  );
}

function BaccaratPaytable() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <table className={paytable.paytable}>
        <thead>
          <tr>
            <th scope="col">{t('casino_paytable_bet')}</th>
            <th scope="col">{t('casino_paytable_pays')}</th>
            <th scope="col">{t('casino_return')}</th>
          </tr>
        </thead>
        <tbody>
          {BACCARAT_SPOTS.map((spot) => (
            <tr key={spot}>
              <th scope="row">{t(SPOT_KEYS[spot])}</th>
              <td dir="ltr">{payoutOf(spot)}:1</td>
              <td>{returnText(BACCARAT_RETURNS[spot], BACCARAT_RETURNS[spot], language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={paytable.note} data-testid="casino-paytable-return">
        {t('casino_baccarat_rule')}
      </p>
    </>
  );
}

export const BACCARAT_UI: GameUi = {
  game: baccarat,
  Table: BaccaratTable,
  Paytable: BaccaratPaytable,
};
