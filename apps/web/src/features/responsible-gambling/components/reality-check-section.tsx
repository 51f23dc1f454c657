import { useFailureText } from '../../../shared/api/failure-text.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FormError } from '../../../shared/ui/form/form-error.tsx';
import { SelectField } from '../../../shared/ui/form/select-field.tsx';
import sections from '../../../shared/ui/page/page-card.module.css';
import { useAvailableLimits, useSetRealityCheck } from '../api/limits.ts';
import styles from './responsible.module.css';

const NONE = '';

/** The reality-check interval: one the jurisdiction offers, or none; saved as it is chosen. */
export function RealityCheckSection({ minutes }: { minutes: number | null }) {
  const { t } = useTranslation();
  const offered = useAvailableLimits().data?.realityCheckMinutes ?? [];
  const save = useSetRealityCheck();
  const failureText = useFailureText();
  const chosen = save.isPending ? save.variables : minutes;
  return (
    <section className={sections.section} aria-labelledby="responsible-reality-title">
      <h2 id="responsible-reality-title" className={sections.sectionTitle}>
        {t('responsible_reality_title')}
      </h2>
      <p className={sections.muted}>{t('responsible_reality_text')}</p>
      <div className={styles.intervalRow}>
        <SelectField
          label={t('responsible_reality_interval')}
          value={chosen === null || chosen === undefined ? NONE : String(chosen)}
          testId="responsible-reality-interval"
          onChange={(value) => save.mutate(value === NONE ? null : Number(value))}
        >
          <option value={NONE}>{t('responsible_reality_none')}</option>
          {offered.map((option) => (
            <option key={option} value={option}>
              {t('responsible_minutes', { count: option })}
            </option>
          ))}
        </SelectField>
      </div>
      {save.isError && <FormError>{failureText(save.error, 'minutes')}</FormError>}
    </section>
  );
}
