/*
 * What the sandbox's card form accepts, and what each test card does. Only the published test
 * numbers do anything: like a real provider's test mode, a real-looking card is refused, so
 * nobody types their own card into a page that moves no money.
 */

export type TestCardOutcome = 'succeeds' | 'declined' | 'three_ds';

export interface TestCard {
  number: string;
  outcome: TestCardOutcome;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', outcome: 'succeeds' },
  { number: '4000000000000002', outcome: 'declined' },
  { number: '4000000000003220', outcome: 'three_ds' },
];

/** The one-time code the pretend bank accepts on the 3-D Secure step; shown on the page. */
export const THREE_DS_TEST_CODE = '123456';

/** Payouts to a card ending like the declined test card are refused. */
export const DECLINED_PAYOUT_SUFFIX = '0002';

export type CardField = 'number' | 'expiry' | 'cvc' | 'holder';

/** A text key of the page for each field in error. */
export type CardErrors = Partial<Record<CardField, string>>;

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export interface AcceptedCard {
  outcome: TestCardOutcome;
  last4: string;
}

export type CardCheck = { ok: true; card: AcceptedCard } | { ok: false; errors: CardErrors };

/** Checks the form as a provider would; a valid card that is not a test card is refused. */
export function checkCardForm(form: CardForm, now: Date): CardCheck {
  const number = digitsOnly(form.number);
  const errors: CardErrors = {};
  const numberError = cardNumberError(number);
  if (numberError) errors.number = numberError;
  const expiryError = cardExpiryError(form.expiry, now);
  if (expiryError) errors.expiry = expiryError;
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'error_cvc';
  const holder = form.holder.trim();
  if (holder.length === 0 || holder.length > 100) errors.holder = 'error_holder';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const testCard = TEST_CARDS.find((card) => card.number === number);
  if (!testCard) return { ok: false, errors: { number: 'error_not_test_card' } };
  return { ok: true, card: { outcome: testCard.outcome, last4: number.slice(-4) } };
}

/** Spaces and dashes people type between groups are dropped. */
export function digitsOnly(text: string): string {
  return text.replace(/[\s-]/g, '');
}

function cardNumberError(number: string): string | null {
  if (!/^\d{12,19}$/.test(number)) return 'error_card_number';
  return passesLuhn(number) ? null : 'error_card_number';
}

/** The Luhn check digit every card number carries: catches one wrong or two swapped digits. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY (the slash optional); a card is good through the last day of its month (UTC). */
function cardExpiryError(expiry: string, now: Date): string | null {
  const match = /^\s*(\d{2})\s*\/?\s*(\d{2})\s*$/.exec(expiry);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return 'error_expiry_format';
  const year = 2000 + Number(match[2]);
  const firstDayAfter = Date.UTC(year, month, 1);
  return now.getTime() < firstDayAfter ? null : 'error_expiry_past';
}

/** A payout to the declined test card's ending fails, as the provider's bank would refuse it. */
export function isDeclinedPayoutCard(details: string): boolean {
  return digitsOnly(details).endsWith(DECLINED_PAYOUT_SUFFIX);
}

/** '4242424242424242' -> '4242 4242 4242 4242'. */
export function groupCardNumber(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}
