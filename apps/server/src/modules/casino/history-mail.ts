import type { CasinoRound } from '@arenabet/contracts/casino';
import { fromMinorUnits, safeMinorUnits } from '@arenabet/domain/money';

/*
 * The casino history as a plain-text letter (the spec's casino bets-history mail): one line per
 * round with its provably fair data, so the player can recompute any round from the letter.
 */

const WORDS = {
  en: {
    subject: 'Your casino rounds',
    round: 'Round',
    stake: 'stake',
    win: 'win',
    fair: 'seed hash',
    seed: 'server seed',
    hidden: 'revealed when you change the seed',
    none: 'No rounds in the last {{days}} days.',
  },
  ru: {
    subject: 'Ваши раунды в казино',
    round: 'Раунд',
    stake: 'ставка',
    win: 'выигрыш',
    fair: 'хеш сида',
    seed: 'серверный сид',
    hidden: 'откроется при смене сида',
    none: 'За последние {{days}} дн. раундов нет.',
  },
  ar: {
    subject: 'جولاتك في الكازينو',
    round: 'الجولة',
    stake: 'الرهان',
    win: 'الربح',
    fair: 'تجزئة البذرة',
    seed: 'بذرة الخادم',
    hidden: 'تُكشف عند تغيير البذرة',
    none: 'لا جولات في آخر {{days}} يومًا.',
  },
} as const;

const wordsFor = (language: string) => WORDS[language as keyof typeof WORDS] ?? WORDS.en;

export function casinoMailSubject(language: string): string {
  return wordsFor(language).subject;
}

const money = (amount: number, precision: number) =>
  fromMinorUnits(safeMinorUnits(amount), precision);

export function casinoMailBody(rounds: readonly CasinoRound[], days: number, language: string) {
  const words = wordsFor(language);
  if (rounds.length === 0) return words.none.replace('{{days}}', String(days));
  return rounds
    .map((round) => {
      const { precision, currencyIso: iso } = round;
      const when = round.createdAt.slice(0, 16).replace('T', ' ');
      const seed = round.serverSeed ?? words.hidden;
      return [
        `${words.round} ${round.id} · ${when} UTC · ${round.game} · ${words.stake} ` +
          `${money(round.stake, precision)} ${iso} · ${words.win} ${money(round.win, precision)} ${iso}`,
        `  ${words.fair} ${round.commitment} · client ${round.clientSeed} · nonce ${round.nonce}`,
        `  ${words.seed}: ${seed}`,
      ].join('\n');
    })
    .join('\n\n');
}
