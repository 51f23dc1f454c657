import { CONFIG_ABSENT_MESSAGE } from '@arenabet/domain';
import { i18nKey } from '../i18n/i18n-key.ts';
import type { Translate } from '../i18n/texts.ts';
import { BODY_TIMEOUT_STATUS, HTTPError, TIMEOUT_STATUS } from './errors.ts';

/**
 * What to tell the visitor about a failed call, in their language. The client's own messages
 * are the spec's Russian texts; on screen they go through the dictionary like everything else.
 * A server message is a dictionary key or, failing that, shown as the server wrote it.
 */
export function errorText(error: unknown, t: Translate, exists: (key: string) => boolean): string {
  if (!(error instanceof HTTPError)) return t(i18nKey('error_page_text'));
  if (error.cancelled) return t(i18nKey('request_cancelled'));
  if (error.status === TIMEOUT_STATUS || error.status === BODY_TIMEOUT_STATUS) {
    return t(i18nKey('request_timeout'));
  }
  if (error.message === CONFIG_ABSENT_MESSAGE) return t(i18nKey('config_absent'));
  return exists(error.message) ? t(error.message) : error.message;
}
