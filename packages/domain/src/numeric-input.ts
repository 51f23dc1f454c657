/*
 * Numeric input (spec 000/001 section 5): strips all but digits, dot, comma and minus; removes
 * the minus when unsigned; comma becomes dot; decimals kept per accuracy; leading zeros
 * removed; clamped to min and max; cut to the maximum length.
 *
 * Two modes, because a value being typed is not yet a number:
 * - 'final' (default; on blur or submit): the result is '' or a complete number such as
 *   '12', '-3.5', '0.05'. Partial forms resolve: '-' -> '', '12.' -> '12', '-0' -> '0'.
 * - 'typing' (on every keystroke): partial forms '-', '0.', '12.' and '-0' survive, and a bound
 *   is enforced only once more digits at the end could no longer bring the value back into
 *   range: a non-negative value above max, or a negative value below min. So with min 10 the
 *   player can still type '1' on the way to '15'; 'final' then clamps a '1' left as it is.
 */

export interface NumericInputOptions {
  /** Decimal places kept (cut, not rounded); 0 means integer; absent means not limited. */
  accuracy?: number;
  unsigned?: boolean;
  min?: number;
  max?: number;
  maxLength?: number;
  mode?: 'typing' | 'final';
}

function stripToNumeric(raw: string, negativeAllowed: boolean): string {
  const kept = raw.replace(/[^\d.,-]/g, '').replaceAll(',', '.');
  const digitsAndDots = kept.replaceAll('-', '');
  return negativeAllowed && kept.startsWith('-') ? `-${digitsAndDots}` : digitsAndDots;
}

function limitDecimals(text: string, accuracy: number | undefined): string {
  const dot = text.indexOf('.');
  if (dot < 0) return text;
  if (accuracy !== undefined && accuracy <= 0) return text.slice(0, dot);
  const decimals = text.slice(dot + 1).replaceAll('.', '');
  const kept = accuracy === undefined ? decimals : decimals.slice(0, accuracy);
  return `${text.slice(0, dot)}.${kept}`;
}

function tidyIntegerPart(text: string): string {
  const sign = text.startsWith('-') ? '-' : '';
  const body = sign ? text.slice(1) : text;
  // '.5' is typed as the start of '0.5', so the zero the player skipped is supplied.
  const withZero = body.startsWith('.') ? `0${body}` : body;
  return sign + withZero.replace(/^0+(?=\d)/, '');
}

function completeNumber(text: string): string {
  const trimmed = text.endsWith('.') ? text.slice(0, -1) : text;
  if (!/\d/.test(trimmed)) return '';
  return Number(trimmed) === 0 && trimmed.startsWith('-') ? trimmed.slice(1) : trimmed;
}

/** A bound written without exponent, so it survives the same accuracy cut as the input. */
function boundText(bound: number, accuracy: number | undefined): string {
  const plain = String(bound);
  if (!plain.includes('e')) return limitDecimals(plain, accuracy);
  if (Number.isInteger(bound)) return BigInt(bound).toString();
  return limitDecimals(bound.toFixed(20).replace(/0+$/, ''), accuracy);
}

function clamp(text: string, options: NumericInputOptions, typing: boolean): string {
  if (!/\d/.test(text)) return text;
  const value = Number(text);
  const negative = text.startsWith('-');
  const { min, max, accuracy } = options;
  if (max !== undefined && value > max && (!typing || !negative)) return boundText(max, accuracy);
  if (min !== undefined && value < min && (!typing || negative)) return boundText(min, accuracy);
  return text;
}

export function normalizeNumericInput(raw: string, options: NumericInputOptions = {}): string {
  const typing = options.mode === 'typing';
  // A minimum of zero or more makes a minus impossible, so it is dropped like for unsigned.
  const negativeAllowed = !options.unsigned && !(options.min !== undefined && options.min >= 0);
  let text = limitDecimals(tidyIntegerPart(stripToNumeric(raw, negativeAllowed)), options.accuracy);
  if (!typing) text = completeNumber(text);
  text = clamp(text, options, typing);
  if (options.maxLength !== undefined) text = text.slice(0, Math.max(0, options.maxLength));
  return typing ? text : completeNumber(text);
}
