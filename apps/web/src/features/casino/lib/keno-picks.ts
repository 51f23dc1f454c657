import { drawDistinct, type WordSource } from '@arenabet/domain/casino/chance';
import { KENO_BOARD, KENO_MOST_PICKS } from '@arenabet/domain/casino/games/keno';

/** Words from the browser's cryptographic source: a quick pick is no round, but no casino
 * number on this site comes from Math.random. */
const cryptoWords: WordSource = {
  nextUint32: () => crypto.getRandomValues(new Uint32Array(1))[0] ?? 0,
};

/** `count` distinct numbers of the board (1 to 10 of them), in ascending order. */
export function quickPick(count: number, words: WordSource = cryptoWords): number[] {
  const wanted = Math.min(KENO_MOST_PICKS, Math.max(1, Math.floor(count)));
  return drawDistinct(words, KENO_BOARD, wanted)
    .map((n) => n + 1)
    .sort((a, b) => a - b);
}
