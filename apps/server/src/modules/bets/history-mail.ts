import type { BetHistory } from '@arenabet/contracts';

/*
 * The bets history as a plain-text letter: one line per coupon and one per leg. Plain text
 * reads in every mail client and carries nothing a client could run.
 */

const WORDS = {
  en: { subject: 'Your bets', coupon: 'Coupon', stake: 'stake', paid: 'paid', period: 'Period' },
  ru: {
    subject: 'Ваши ставки',
    coupon: 'Купон',
    stake: 'ставка',
    paid: 'выплата',
    period: 'Период',
  },
  ar: { subject: 'رهاناتك', coupon: 'القسيمة', stake: 'المبلغ', paid: 'المدفوع', period: 'الفترة' },
} as const;

const wordsFor = (language: string) => WORDS[language as keyof typeof WORDS] ?? WORDS.en;

export function historyMailSubject(history: BetHistory, language: string): string {
  return `${wordsFor(language).subject}: ${history.dateFrom} – ${history.dateTo}`;
}

export function historyMailBody(history: BetHistory, language: string): string {
  const words = wordsFor(language);
  const lines = [`${words.period}: ${history.dateFrom} – ${history.dateTo}`, ''];
  for (const coupon of history.coupons) {
    const iso = coupon.currency.iso;
    lines.push(
      `${words.coupon} ${coupon.id} · ${coupon.acceptedAt.slice(0, 16).replace('T', ' ')} UTC · ` +
        `${words.stake} ${coupon.stake} ${iso} · ${coupon.totalCoef} · ${coupon.state} · ` +
        `${words.paid} ${coupon.payout} ${iso}`,
    );
    for (const leg of coupon.legs) {
      const teams = leg.away ? `${leg.home} – ${leg.away}` : leg.home;
      lines.push(
        `  ${teams}: ${leg.marketName} ${leg.outcomeName} @ ${leg.coef} (${leg.state}) ${leg.score}`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}
