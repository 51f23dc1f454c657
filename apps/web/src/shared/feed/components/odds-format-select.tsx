import { formatOdds, ODDS_FORMAT, type OddsFormatKey, oddsFormatOf } from '@arenabet/domain';
import { i18nKey } from '../../i18n/i18n-key.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { usePreferences } from '../../storage/preferences-store.ts';
import styles from './odds-format-select.module.css';

const FORMAT_NAMES: Record<OddsFormatKey, string> = {
  decimal: i18nKey('feed_odds_format_decimal'),
  fractional: i18nKey('feed_odds_format_fractional'),
  american: i18nKey('feed_odds_format_american'),
  hongKong: i18nKey('feed_odds_format_hong_kong'),
  indonesian: i18nKey('feed_odds_format_indonesian'),
  malay: i18nKey('feed_odds_format_malay'),
};

/** An example price in each format, so the choice shows what it changes. */
const EXAMPLE_ODDS = 1.85;

/** The visitor's coefficient format, kept with the other preferences of this browser. */
export function OddsFormatSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const format = oddsFormatOf(usePreferences((state) => state.coefficientFormat));
  const setFormat = usePreferences((state) => state.setCoefficientFormat);
  return (
    <label className={className ? `${styles.field} ${className}` : styles.field}>
      <span className={styles.label}>{t('feed_odds_format_label')}</span>
      <select
        className={styles.select}
        value={format}
        data-testid="odds-format-select"
        onChange={(event) => setFormat(Number(event.target.value))}
      >
        {(Object.keys(ODDS_FORMAT) as OddsFormatKey[]).map((key) => (
          <option key={key} value={ODDS_FORMAT[key]}>
            {t(FORMAT_NAMES[key])} ({formatOdds(EXAMPLE_ODDS, ODDS_FORMAT[key])})
          </option>
        ))}
      </select>
    </label>
  );
}
