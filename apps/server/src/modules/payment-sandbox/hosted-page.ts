import { fromMinorUnits, safeMinorUnits } from '@arenabet/domain';
import {
  type CardErrors,
  type CardField,
  type CardForm,
  groupCardNumber,
  TEST_CARDS,
  type TestCardOutcome,
  THREE_DS_TEST_CODE,
} from './card-rules.ts';
import { checkoutPageUrl } from './checkout-actions.ts';
import { type Checkout, THREE_DS_MAX_FAILURES } from './checkout-store.ts';
import { PAGE_STYLE } from './page-style.ts';
import { type PageLocale, type PageTextKey, pageLocale } from './page-texts.ts';

/*
 * The sandbox's hosted payment page: complete HTML with its own styles, no scripts and nothing
 * loaded from elsewhere, so it works under a CSP of default-src 'none'. Every value from the
 * checkout or the form is escaped; amounts and card numbers are isolated left-to-right so they
 * read correctly on mirrored pages.
 */

/** The merchant this sandbox serves; a real provider would read it from the merchant account. */
export const MERCHANT_NAME = 'Arenabet';

/** Left-to-right isolate: keeps "12.50 EUR" and card numbers in order inside Arabic text. */
const ltr = (text: string) => `\u2066${text}\u2069`;

export function payPage(
  checkout: Checkout,
  errors: CardErrors = {},
  values: Partial<CardForm> = {},
): string {
  const locale = pageLocale(checkout.language);
  const body =
    checkout.methodKind === 'card'
      ? cardForm(checkout, locale, errors, values)
      : decisionForm(checkout, locale);
  const cards = checkout.methodKind === 'card' ? testCardsTable(locale) : '';
  const after = cards + testActions(checkout, locale);
  return layout(locale, `${summary(checkout, locale)}<div class="content">${body}</div>`, after);
}

export function threeDsPage(checkout: Checkout, wrongCode = false): string {
  const locale = pageLocale(checkout.language);
  const t = locale.text;
  const left = THREE_DS_MAX_FAILURES - checkout.threeDsFailures;
  const error = wrongCode
    ? `<div class="alert" role="alert">${esc(t('three_ds_wrong', { left }))}</div>`
    : '';
  const content = `<div class="content">
<h1>${esc(t('three_ds_title'))}</h1>
<p>${esc(t('three_ds_text', { last4: ltr(checkout.cardLast4 ?? '••••') }))}</p>
${error}
<div class="code-hint"><span>${esc(t('three_ds_test_code'))}</span><strong>${THREE_DS_TEST_CODE}</strong></div>
<form method="post" action="${esc(checkoutPageUrl(checkout.id))}/three-ds" novalidate>
${input(locale, 'code', t('three_ds_code'), '', { inputmode: 'numeric', autocomplete: 'one-time-code', maxlength: '6' }, wrongCode)}
<button class="button" type="submit">${esc(t('three_ds_confirm'))}</button>
</form>
${cancelForm(checkout, locale)}
</div>`;
  return layout(locale, `${summary(checkout, locale)}${content}`);
}

export function closedPage(checkout: Checkout, returnTo: string, now: Date): string {
  const locale = pageLocale(checkout.language);
  const t = locale.text;
  const why = closedReason(checkout, now);
  const tone = why === 'closed_succeeded' ? 'ok' : why === 'closed_declined' ? 'no' : 'muted';
  const content = `<div class="content state">
<div class="state-icon ${tone}">${tone === 'ok' ? ICON_CHECK : ICON_LOCK}</div>
<h1>${esc(t('closed_title'))}</h1>
<p class="small">${esc(t(why))}</p>
<a class="button" href="${esc(returnTo)}">${esc(t('back_to_merchant', { merchant: MERCHANT_NAME }))}</a>
</div>`;
  return layout(locale, `${summary(checkout, locale)}${content}`);
}

export function notFoundPage(language = 'en'): string {
  const locale = pageLocale(language);
  const t = locale.text;
  const content = `<div class="content state">
<div class="state-icon muted">${ICON_LOCK}</div>
<h1>${esc(t('not_found_title'))}</h1>
<p class="small">${esc(t('not_found_text'))}</p>
</div>`;
  return layout(locale, content);
}

function closedReason(checkout: Checkout, now: Date): PageTextKey {
  if (checkout.status === 'succeeded') return 'closed_succeeded';
  if (checkout.status === 'declined') return 'closed_declined';
  if (checkout.status === 'cancelled' && now < checkout.expiresAt) return 'closed_cancelled';
  return 'closed_expired';
}

function layout(locale: PageLocale, sheet: string, after = ''): string {
  const t = locale.text;
  return `<!doctype html>
<html lang="${locale.language}" dir="${locale.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex, nofollow">
<title>${esc(t('page_title', { merchant: MERCHANT_NAME }))}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main class="shell">
<div class="badge" role="note">${ICON_FLASK}<span>${esc(t('sandbox_badge'))}</span></div>
<section class="sheet">${sheet}</section>
${after}
<footer><strong>${esc(t('provider'))}</strong> · ${esc(t('footer'))}</footer>
</main>
</body>
</html>`;
}

function summary(checkout: Checkout, locale: PageLocale): string {
  const t = locale.text;
  return `<header class="summary">
<div class="merchant"><span class="logo" aria-hidden="true">A</span><div><div class="small">${esc(t('pay_to'))}</div><div class="merchant-name">${MERCHANT_NAME}</div></div></div>
<div class="amount">${esc(amountText(checkout, locale))}</div>
<dl class="facts">
<div><dt>${esc(t('method'))}</dt><dd>${esc(methodName(checkout, locale))}</dd></div>
<div><dt>${esc(t('reference'))}</dt><dd class="mono">${esc(checkout.merchantReference)}</dd></div>
</dl>
</header>`;
}

function cardForm(
  checkout: Checkout,
  locale: PageLocale,
  errors: CardErrors,
  values: Partial<CardForm>,
): string {
  const t = locale.text;
  const field = (name: CardField, label: PageTextKey, attrs: Record<string, string>) =>
    input(locale, name, t(label), values[name] ?? '', attrs, errors[name]);
  const alert =
    Object.keys(errors).length > 0
      ? `<div class="alert" role="alert">${esc(t('error_summary'))}</div>`
      : '';
  return `${alert}<form method="post" action="${esc(checkoutPageUrl(checkout.id))}/card" novalidate>
${field('number', 'card_number', { inputmode: 'numeric', autocomplete: 'cc-number', placeholder: '4242 4242 4242 4242', maxlength: '23' })}
<div class="row">
${field('expiry', 'expiry', { inputmode: 'numeric', autocomplete: 'cc-exp', placeholder: t('expiry_placeholder'), maxlength: '7' })}
${field('cvc', 'cvc', { inputmode: 'numeric', autocomplete: 'cc-csc', placeholder: '123', maxlength: '4' })}
</div>
${field('holder', 'holder', { autocomplete: 'cc-name', maxlength: '100' })}
<button class="button" type="submit">${esc(t('pay', { amount: amountText(checkout, locale) }))}</button>
</form>
${cancelForm(checkout, locale)}`;
}

function decisionForm(checkout: Checkout, locale: PageLocale): string {
  const t = locale.text;
  return `<p>${esc(t('alt_text', { method: methodName(checkout, locale).toLowerCase() }))}</p>
<form method="post" action="${esc(checkoutPageUrl(checkout.id))}/decision" class="actions">
<button class="button" type="submit" name="decision" value="approve">${esc(t('approve'))}</button>
<button class="button secondary" type="submit" name="decision" value="decline">${esc(t('decline'))}</button>
</form>
${cancelForm(checkout, locale)}`;
}

/** A POST, not a link: a prefetching browser or crawler must not cancel anyone's payment. */
function cancelForm(checkout: Checkout, locale: PageLocale): string {
  const label = locale.text('cancel', { merchant: MERCHANT_NAME });
  return `<form method="post" action="${esc(checkoutPageUrl(checkout.id))}/cancel"><button class="link" type="submit">${esc(label)}</button></form>`;
}

/**
 * When the page closes unpaid, and the tester's way to see it happen without waiting: the
 * merchant is told `payment.expired`, as when the time runs out.
 */
function testActions(checkout: Checkout, locale: PageLocale): string {
  const t = locale.text;
  const minutes = Math.round(
    (checkout.expiresAt.getTime() - checkout.createdAt.getTime()) / 60_000,
  );
  return `<section class="sheet"><div class="content">
<h2>${esc(t('test_actions'))}</h2>
<p class="small">${esc(t('expiry_hint', { minutes }))}</p>
<form method="post" action="${esc(checkoutPageUrl(checkout.id))}/expire"><button class="button secondary" type="submit">${esc(t('expire_now'))}</button></form>
</div></section>`;
}

const OUTCOME_TEXT: Record<TestCardOutcome, { key: PageTextKey; dot: string }> = {
  succeeds: { key: 'card_succeeds', dot: 'ok' },
  declined: { key: 'card_declined', dot: 'no' },
  three_ds: { key: 'card_three_ds', dot: 'step' },
};

function testCardsTable(locale: PageLocale): string {
  const t = locale.text;
  const rows = TEST_CARDS.map(({ number, outcome }) => {
    const { key, dot } = OUTCOME_TEXT[outcome];
    return `<tr><td class="mono">${groupCardNumber(number)}</td><td><span class="dot ${dot}"></span>${esc(t(key))}</td></tr>`;
  }).join('');
  return `<section class="sheet"><div class="content">
<h2>${esc(t('test_cards'))}</h2>
<p class="small">${esc(t('test_cards_hint'))}</p>
<table class="cards"><thead><tr><th>${esc(t('card_number'))}</th><th></th></tr></thead><tbody>${rows}</tbody></table>
</div></section>`;
}

function input(
  locale: PageLocale,
  name: string,
  label: string,
  value: string,
  attrs: Record<string, string>,
  error?: string | boolean,
): string {
  const id = `f-${name}`;
  const message =
    typeof error === 'string'
      ? `<div class="error" id="${id}-error">${esc(locale.text(error as PageTextKey))}</div>`
      : '';
  const extra = Object.entries(attrs)
    .map(([key, v]) => ` ${key}="${esc(v)}"`)
    .join('');
  const invalid = error ? ' aria-invalid="true"' : '';
  const described = message ? ` aria-describedby="${id}-error"` : '';
  const direction = name === 'holder' ? '' : ' class="ltr" dir="ltr"';
  return `<div class="field"><label for="${id}">${esc(label)}</label><input id="${id}" name="${name}" type="text" value="${esc(value)}"${direction}${extra}${invalid}${described}>${message}</div>`;
}

/** Minor units in the currency's own precision, digits grouped the reader's way. */
export function amountText(checkout: Checkout, locale: PageLocale): string {
  const decimal = fromMinorUnits(safeMinorUnits(checkout.amount), checkout.precision);
  const [whole = '0', fraction] = decimal.split('.');
  const group = locale.language === 'ru' ? '\u00a0' : ',';
  const point = locale.language === 'ru' ? ',' : '.';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return ltr(`${grouped}${fraction ? point + fraction : ''}\u00a0${checkout.currency}`);
}

function methodName(checkout: Checkout, locale: PageLocale): string {
  const key = `kind_${checkout.methodKind}`;
  return key in KIND_KEYS ? locale.text(key as PageTextKey) : checkout.methodKind;
}

const KIND_KEYS = { kind_card: 1, kind_bank_transfer: 1, kind_e_wallet: 1, kind_crypto: 1 };

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const svg = (size: number, path: string) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${path}</svg>`;
const ICON_FLASK = svg(
  16,
  '<path d="M9 3h6M10 3v6L4.5 18.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3"/><path d="M7.5 15h9"/>',
);
const ICON_LOCK = svg(
  26,
  '<rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/>',
);
const ICON_CHECK = svg(28, '<path d="M5 12.5l4.5 4.5L19 7.5"/>');
