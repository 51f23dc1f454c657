import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { returnText } from '../lib/rtp.ts';
import styles from './outcome-view.module.css';

/**
 * "RTP 94.59%–95.62%": the figure isolated and kept on one line, so a range reads whole in a
 * right-to-left page rather than split around its dash.
 */
export function ReturnText({ low, high }: { low: number; high: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      {t('casino_rtp')}{' '}
      <bdi className={styles.figure} dir="ltr">
        {returnText(low, high, language)}
      </bdi>
    </>
  );
}
