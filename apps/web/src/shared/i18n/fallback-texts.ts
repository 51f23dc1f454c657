/*
 * The texts of the error screen, bundled with the app: when the server's dictionary itself
 * cannot be loaded, the error must still be readable. They come from the same dictionary files
 * the server seeds, so every text still has one source; named imports let the bundler leave
 * the rest of those files out.
 */
import {
  config_absent as ar_config_absent,
  error_page_text as ar_error_page_text,
  error_page_title as ar_error_page_title,
  error_retry as ar_error_retry,
  network_error as ar_network_error,
  request_cancelled as ar_request_cancelled,
  request_timeout as ar_request_timeout,
  server_error as ar_server_error,
} from '@arenabet/reference/dictionaries/ar.json';
import {
  config_absent as en_config_absent,
  error_page_text as en_error_page_text,
  error_page_title as en_error_page_title,
  error_retry as en_error_retry,
  network_error as en_network_error,
  request_cancelled as en_request_cancelled,
  request_timeout as en_request_timeout,
  server_error as en_server_error,
} from '@arenabet/reference/dictionaries/en.json';
import {
  config_absent as ru_config_absent,
  error_page_text as ru_error_page_text,
  error_page_title as ru_error_page_title,
  error_retry as ru_error_retry,
  network_error as ru_network_error,
  request_cancelled as ru_request_cancelled,
  request_timeout as ru_request_timeout,
  server_error as ru_server_error,
} from '@arenabet/reference/dictionaries/ru.json';

export const FALLBACK_TEXTS: Record<string, Record<string, string>> = {
  ru: {
    error_page_title: ru_error_page_title,
    error_page_text: ru_error_page_text,
    error_retry: ru_error_retry,
    network_error: ru_network_error,
    server_error: ru_server_error,
    config_absent: ru_config_absent,
    request_timeout: ru_request_timeout,
    request_cancelled: ru_request_cancelled,
  },
  en: {
    error_page_title: en_error_page_title,
    error_page_text: en_error_page_text,
    error_retry: en_error_retry,
    network_error: en_network_error,
    server_error: en_server_error,
    config_absent: en_config_absent,
    request_timeout: en_request_timeout,
    request_cancelled: en_request_cancelled,
  },
  ar: {
    error_page_title: ar_error_page_title,
    error_page_text: ar_error_page_text,
    error_retry: ar_error_retry,
    network_error: ar_network_error,
    server_error: ar_server_error,
    config_absent: ar_config_absent,
    request_timeout: ar_request_timeout,
    request_cancelled: ar_request_cancelled,
  },
};
