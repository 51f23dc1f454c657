/**
 * Marks a dictionary key that is passed around before it is translated (`hintKey`, lookup
 * tables). The dictionary test finds keys by this marker and by `t('...')`, so every key the
 * app can show is checked against the dictionaries.
 */
export function i18nKey<K extends string>(key: K): K {
  return key;
}
