/*
 * Date rules (spec 000 section 5): min and max with their own messages, and a required message.
 * Dates travel as 'YYYY-MM-DD HH:mm:ss' (a date alone means its midnight). They are compared as
 * normalised text, not as Date objects: the fixed zero-padded format sorts like time, and no
 * time zone of the browser or the server can shift a birthday across midnight.
 */
import { failure, type Rule } from './rule.ts';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

// Date.UTC rolls 02-30 over into March and 24:00 into the next day; a real time survives the
// round trip unchanged. Years below 100 do not survive either (Date.UTC reads them as 19xx).
function isRealTime(fields: readonly number[]): boolean {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = fields;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

/** 'YYYY-MM-DD[ HH:mm:ss]' -> 'YYYY-MM-DD HH:mm:ss', or null when not a real calendar time. */
export function normalizeDateTime(value: string): string | null {
  const parts = DATE_TIME.exec(value.trim());
  if (!parts) return null;
  // A date alone has no time groups: they read as midnight.
  const [year, month, day, hour = '00', minute = '00', second = '00'] = parts.slice(1);
  const fields = [year, month, day, hour, minute, second].map(Number);
  if (!isRealTime(fields)) return null;
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
}

export interface DateRuleOptions {
  readonly min?: string;
  readonly max?: string;
  readonly minMessage?: string;
  readonly maxMessage?: string;
  /** Set to make the date required; the key the player reads when it is empty. */
  readonly requiredMessage?: string;
}

function bound(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const normalized = normalizeDateTime(text);
  // A broken bound is a configuration bug: fail loudly at setup, not on the player's input.
  if (normalized === null) throw new RangeError(`not a date-time bound: ${text}`);
  return normalized;
}

export function dateRule(options: DateRuleOptions = {}): Rule<string> {
  const min = bound(options.min);
  const max = bound(options.max);
  return (value) => {
    if (value.trim() === '') {
      return options.requiredMessage === undefined ? null : failure(options.requiredMessage);
    }
    const date = normalizeDateTime(value);
    if (date === null) return failure('validation_invalid_format');
    if (min !== undefined && date < min) {
      return failure(options.minMessage ?? 'validation_too_small', { min });
    }
    if (max !== undefined && date > max) {
      return failure(options.maxMessage ?? 'validation_too_big', { max });
    }
    return null;
  };
}
