import {
  KENO_BOARD,
  KENO_MOST_PICKS,
  KENO_RETURNS,
  keno,
  kenoPaytable,
} from '@arenabet/domain/casino/games/keno';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { CasinoTable } from '../hooks/use-casino-table.ts';
import { useReveal } from '../hooks/use-reveal.ts';
import { quickPick } from '../lib/keno-picks.ts';
import { multiplierText, outcomeOf } from '../lib/round-outcome.ts';
import { returnText } from '../lib/rtp.ts';
import type { GameUi } from './game-ui.ts';
import styles from './keno.module.css';
import paytable from './paytable.module.css';
import { PlayButton, RoundMessage, StakeField, useStake } from './play-controls.tsx';
import { ReturnText } from './return-text.tsx';
import { Felt, StakeControls, TableTool, TableTools } from './table-controls.tsx';

/** The ten balls come out one after another, this far apart. */
const BALL_MS = 120;
const DRAW_MS = BALL_MS * 10 + 200;
const NUMBERS = Array.from({ length: KENO_BOARD }, (_, i) => i + 1);
/** A quick pick's count when nothing is marked yet. */
const QUICK_PICK_COUNT = 5;

function KenoTable({ table }: { table: CasinoTable }) {
  const { t } = useTranslation();
  const stake = useStake(table.money);
  const [picks, setPicks] = useState<number[]>([]);
  const last = table.lastRound;
  const revealed = useReveal(last, DRAW_MS);
  const drawing = last !== undefined && revealed !== last;
  const outcome = last ? outcomeOf('keno', last.outcome) : undefined;
  const draw = outcome?.game === 'keno' ? outcome : undefined;
  const full = picks.length >= KENO_MOST_PICKS;

  const toggle = (n: number) =>
    setPicks((marked) =>
      marked.includes(n) ? marked.filter((m) => m !== n) : full ? marked : [...marked, n],
    );

  return (
    <Felt className={styles.keno}>
      <div className={styles.head}>
        <p className={styles.count} data-testid="keno-count">
          {t('casino_keno_marked', { count: picks.length, max: KENO_MOST_PICKS })}
        </p>
        <TableTools>
          <TableTool
            data-testid="keno-quick-pick"
            onClick={() => setPicks(quickPick(picks.length || QUICK_PICK_COUNT))}
          >
            {t('casino_keno_quick_pick')}
          </TableTool>
          <TableTool disabled={picks.length === 0} onClick={() => setPicks([])}>
            {t('casino_clear')}
          </TableTool>
        </TableTools>
      </div>
      <fieldset className={styles.board} data-testid="keno-board">
        <legend className="visually-hidden">{t('casino_keno_board')}</legend>
        {NUMBERS.map((n) => {
          const order = draw?.drawn.indexOf(n) ?? -1;
          const marked = picks.includes(n);
          return (
            <button
              key={n}
              type="button"
              className={styles.number}
              aria-pressed={marked}
              disabled={!marked && full}
              data-drawn={order >= 0 || undefined}
              data-hit={(order >= 0 && marked) || undefined}
              style={order >= 0 ? ({ '--order': order } as CSSProperties) : undefined}
              aria-label={
                order >= 0 && !drawing ? t('casino_keno_number_drawn', { number: n }) : String(n)
              }
              data-testid={`keno-${n}`}
              onClick={() => toggle(n)}
            >
              {n}
            </button>
          );
        })}
      </fieldset>
      {full && <p className={styles.full}>{t('casino_keno_full', { max: KENO_MOST_PICKS })}</p>}
      <KenoOdds picks={picks.length} hits={revealed && draw ? draw.hits.length : undefined} />
      <StakeControls>
        <StakeField money={table.money} stake={stake} />
        <PlayButton
          table={table}
          label={t('casino_keno_play')}
          blocked={
            picks.length === 0
              ? t('casino_keno_pick_first')
              : stake.minor
                ? undefined
                : t('casino_enter_stake')
          }
          onPlay={() => stake.minor && table.play({ stake: stake.minor, picks })}
        />
      </StakeControls>
      <RoundMessage table={table} round={drawing ? undefined : revealed} />
    </Felt>
  );
}

/** What the marked count pays by hits, the last draw's hits marked. */
function KenoOdds({ picks, hits }: { picks: number; hits: number | undefined }) {
  const { t } = useTranslation();
  if (picks === 0) return <p className={styles.hint}>{t('casino_keno_hint')}</p>;
  const row = kenoPaytable(picks);
  return (
    <div className={styles.odds} data-testid="keno-odds">
      <p className={styles.oddsTitle}>
        {t('casino_keno_pays_for', { count: picks })}{' '}
        <span className={styles.oddsReturn}>
          <ReturnText low={KENO_RETURNS[picks - 1] ?? 0} high={KENO_RETURNS[picks - 1] ?? 0} />
        </span>
      </p>
      <ol className={styles.oddsRow}>
        {row.map((multiplier, hit) =>
          multiplier > 0 ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the hits are the row's own order
            <li key={hit} className={styles.odd} data-current={hits === hit || undefined}>
              <span className={styles.oddHits}>{t('casino_keno_hits', { hits: hit })}</span>
              <span dir="ltr">{multiplierText(multiplier)}</span>
            </li>
          ) : null,
        )}
      </ol>
    </div>
  );
}

function KenoPaytable() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <p className={paytable.note}>{t('casino_keno_rule')}</p>
      <table className={paytable.paytable}>
        <thead>
          <tr>
            <th scope="col">{t('casino_keno_picks')}</th>
            <th scope="col">{t('casino_keno_top_award')}</th>
            <th scope="col">{t('casino_return')}</th>
          </tr>
        </thead>
        <tbody>
          {KENO_RETURNS.map((back, index) => {
            const picks = index + 1;
            return (
              <tr key={picks}>
                <th scope="row">{picks}</th>
                <td dir="ltr">{multiplierText(Math.max(...kenoPaytable(picks)))}</td>
                <td>{returnText(back, back, language)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className={paytable.note} data-testid="casino-paytable-return">
        {t('casino_keno_return', {
          value: returnText(Math.min(...KENO_RETURNS), Math.max(...KENO_RETURNS), language),
        })}
      </p>
    </>
  );
}

export const KENO_UI: GameUi = { game: keno, Table: KenoTable, Paytable: KenoPaytable };
