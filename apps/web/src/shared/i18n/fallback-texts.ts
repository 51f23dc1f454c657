/*
 * The few texts of the error screen, bundled with the app: when the server's dictionary itself
 * cannot be loaded, the error must still be readable. They come from the same dictionary files
 * the server seeds, so there is still one source for every text. Named imports keep the rest of
 * those files out of the bundle.
 */
import {
  network_error as arNetwork,
  error_retry as arRetry,
  server_error as arServer,
  error_page_text as arText,
  error_page_title as arTitle,
} from '../../../../server/src/modules/translations/dictionaries/ar.json';
import {
  network_error as enNetwork,
  error_retry as enRetry,
  server_error as enServer,
  error_page_text as enText,
  error_page_title as enTitle,
} from '../../../../server/src/modules/translations/dictionaries/en.json';
import {
  network_error as ruNetwork,
  error_retry as ruRetry,
  server_error as ruServer,
  error_page_text as ruText,
  error_page_title as ruTitle,
} from '../../../../server/src/modules/translations/dictionaries/ru.json';

const texts = (title: string, text: string, retry: string, network: string, server: string) => ({
  error_page_title: title,
  error_page_text: text,
  error_retry: retry,
  network_error: network,
  server_error: server,
});

export const FALLBACK_TEXTS: Record<string, Record<string, string>> = {
  ru: texts(ruTitle, ruText, ruRetry, ruNetwork, ruServer),
  en: texts(enTitle, enText, enRetry, enNetwork, enServer),
  ar: texts(arTitle, arText, arRetry, arNetwork, arServer),
};
