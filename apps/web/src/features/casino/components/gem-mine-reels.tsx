import {
  GEM_MINE_PAYLINES,
  GEM_MINE_SYMBOLS,
  type GemMineSymbol,
} from '@arenabet/domain/casino/games/slot';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { SpinView } from '../lib/round-outcome.ts';
import styles from './gem-mine.module.css';

/** The cut of a gem seen from above: a crown of facets round a table. */
const GEM_POINTS = '12,3 20,3 27,10 16,29 5,10';
const GEM_COLOURS: Partial<Record<GemMineSymbol, string>> = {
  amethyst: '#9b5de5',
  emerald: '#16a34a',
  sapphire: '#2563eb',
  ruby: '#e11d48',
};
const CARD_LETTERS: Partial<Record<GemMineSymbol, string>> = {
  jack: 'J',
  queen: 'Q',
  king: 'K',
  ace: 'A',
};

export const symbolNameKey = (symbol: GemMineSymbol) => `casino_slot_symbol_${symbol}`;

/** A symbol of the reels, drawn: the card letters, the four gems, the diamond and the cart. */
export function GemSymbol({ symbol }: { symbol: GemMineSymbol }) {
  const letter = CARD_LETTERS[symbol];
  if (letter) {
    return (
      <span className={styles.letter} data-symbol={symbol} aria-hidden="true">
        {letter}
      </span>
    );
  }
  return (
    <svg className={styles.symbol} viewBox="0 0 32 32" aria-hidden="true" data-symbol={symbol}>
      {symbol === 'cart' ? <Cart /> : <Gem colour={GEM_COLOURS[symbol] ?? '#e0f7ff'} />}
    </svg>
  );
}

function Gem({ colour }: { colour: string }) {
  return (
    <>
      <polygon points={GEM_POINTS} fill={colour} stroke="#fff" strokeWidth="1.2" />
      <polygon points="12,3 20,3 22,10 10,10" fill="#fff" opacity=".45" />
      <polyline points="5,10 27,10" stroke="#fff" strokeWidth=".8" opacity=".7" fill="none" />
      <polyline
        points="10,10 16,29 22,10"
        stroke="#fff"
        strokeWidth=".8"
        opacity=".5"
        fill="none"
      />
    </>
  );
}

function Cart() {
  return (
    <>
      <circle cx="11" cy="9" r="3.5" fill="#ffd54a" />
      <circle cx="18" cy="8" r="4" fill="#f5b400" />
      <circle cx="23" cy="10" r="3" fill="#ffe28a" />
      <polygon points="3,11 29,11 25,24 7,24" fill="#8d5a2b" stroke="#fff" strokeWidth="1.2" />
      <rect x="6" y="15" width="20" height="2" fill="#5c3a1a" />
      <circle cx="10" cy="26" r="3" fill="#2f2f36" stroke="#fff" strokeWidth="1" />
      <circle cx="22" cy="26" r="3" fill="#2f2f36" stroke="#fff" strokeWidth="1" />
    </>
  );
}

const CART = GEM_MINE_SYMBOLS.indexOf('cart');
const cellKey = (reel: number, row: number) => `${reel}:${row}`;

/** The cells a spin's wins lie on: each winning line's run, and the carts when they paid. */
export function winningCells(spin: SpinView): Set<string> {
  const cells = new Set<string>();
  for (const { line, count } of spin.lineWins) {
    const rows = GEM_MINE_PAYLINES[line] ?? [];
    for (let reel = 0; reel < count; reel++) cells.add(cellKey(reel, rows[reel] ?? 0));
  }
  if (spin.scatterWin > 0) {
    spin.grid.forEach((rows, reel) => {
      rows.forEach((symbol, row) => {
        if (symbol === CART) cells.add(cellKey(reel, row));
      });
    });
  }
  return cells;
}

interface ReelsProps {
  /** grid[reel][row]; undefined before the first spin. */
  spin: SpinView | undefined;
  spinning?: boolean;
}

/** The five reels of three rows, the winning cells lit once the reels stop. */
export function Reels({ spin, spinning = false }: ReelsProps) {
  const { t } = useTranslation();
  const grid = spin?.grid ?? RESTING_GRID;
  const lit = spin && !spinning ? winningCells(spin) : new Set<string>();
  const rows = [0, 1, 2].map((row) =>
    grid.map((reel) => t(symbolNameKey(symbolAt(reel[row])))).join(', '),
  );
  return (
    <div
      className={styles.reels}
      dir="ltr"
      role="img"
      aria-label={
        spinning ? t('casino_slot_spinning') : t('casino_slot_reels', { rows: rows.join('; ') })
      }
      data-spinning={spinning || undefined}
      data-testid="slot-reels"
    >
      {grid.map((reel, reelIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the reels are fixed, five in order
        <div key={reelIndex} className={styles.reel}>
          {reel.map((symbol, row) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: three fixed rows
              key={row}
              className={styles.cell}
              data-lit={lit.has(cellKey(reelIndex, row)) || undefined}
            >
              <GemSymbol symbol={symbolAt(symbol)} />
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}

const symbolAt = (index: number | undefined): GemMineSymbol =>
  GEM_MINE_SYMBOLS[index ?? 0] ?? 'jack';

/** What the reels show before the first spin: every symbol once, the diamond in the middle. */
const RESTING_GRID = [
  [0, 4, 1],
  [5, 9, 2],
  [6, 8, 3],
  [2, 9, 7],
  [3, 4, 0],
];
