import { SELF_EXCLUSION_CHOICES, TIME_OUT_CHOICES } from '@arenabet/contracts/limits';
import { useState } from 'react';
import { useFailureText } from '../../../shared/api/failure-text.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import cards from '../../../shared/ui/card.module.css';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { SelectField } from '../../../shared/ui/form/select-field.tsx';
import sections from '../../../shared/ui/page/page-card.module.css';
import {
  type BreakChoice,
  useAvailableLimits,
  useSelfExcludeReasons,
  useTakeBreak,
} from '../api/limits.ts';
import styles from './responsible.module.css';

type TimeOut = (typeof TIME_OUT_CHOICES)[number];
type Exclusion = (typeof SELF_EXCLUSION_CHOICES)[number];

/**
 * A time-out (a day up to six weeks, signed out until it ends) and a self-exclusion (six months
 * at least, or for good). Each is asked once more before it is taken: neither can be undone.
 */
export function BreaksSection() {
  const { t } = useTranslation();
  const available = useAvailableLimits();
  const reasons = useSelfExcludeReasons();
  const take = useTakeBreak();
  const failureText = useFailureText();
  const [timeOut, setTimeOut] = useState<TimeOut>('day');
  const [exclusion, setExclusion] = useState<Exclusion>('six_months');
  const [reasonId, setReasonId] = useState('');
  const [asking, setAsking] = useState<BreakChoice | null>(null);
  const timeOuts = available.data?.timeOuts ?? TIME_OUT_CHOICES;

  const confirm = () => {
    if (!asking) return;
    take.mutate(asking, {
      onSuccess: () => setAsking(null),
    });
  };
  const ask = (choice: BreakChoice) => {
    take.reset();
    setAsking(choice);
  };

  return (
    <section className={sections.section} aria-labelledby="responsible-breaks-title">
      <h2 id="responsible-breaks-title" className={sections.sectionTitle}>
        {t('responsible_breaks_title')}
      </h2>
      <div className={styles.breaks}>
        <div className={`${cards.card} ${styles.breakCard}`}>
          <h3 className={styles.limitName}>{t('responsible_time_out_title')}</h3>
          <p className={sections.muted}>{t('responsible_time_out_text')}</p>
          <SelectField
            label={t('responsible_break_length')}
            value={timeOut}
            testId="responsible-time-out-length"
            onChange={(value) => setTimeOut(value as TimeOut)}
          >
            {timeOuts.map((choice) => (
              <option key={choice} value={choice}>
                {t(`responsible_time_out_${choice}`)}
              </option>
            ))}
          </SelectField>
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => ask({ kind: 'time_out', duration: timeOut })}
            data-testid="responsible-time-out"
          >
            {t('responsible_take_time_out')}
          </button>
        </div>
        <div className={`${cards.card} ${styles.breakCard}`}>
          <h3 className={styles.limitName}>{t('responsible_exclusion_title')}</h3>
          <p className={sections.muted}>{t('responsible_exclusion_text')}</p>
          <SelectField
            label={t('responsible_break_length')}
            value={exclusion}
            testId="responsible-exclusion-length"
            onChange={(value) => setExclusion(value as Exclusion)}
          >
            {SELF_EXCLUSION_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`responsible_exclusion_${choice}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('responsible_exclusion_reason')}
            value={reasonId}
            testId="responsible-exclusion-reason"
            onChange={setReasonId}
          >
            <option value="">{t('responsible_exclusion_reason_choose')}</option>
            {(reasons.data ?? []).map((reason) => (
              <option key={reason.id} value={reason.id}>
                {t(reason.key)}
              </option>
            ))}
          </SelectField>
          <button
            type="button"
            className={buttons.danger}
            disabled={reasonId === ''}
            onClick={() =>
              ask({ kind: 'self_exclusion', duration: exclusion, reasonId: Number(reasonId) })
            }
            data-testid="responsible-exclude"
          >
            {t('responsible_exclude')}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={t(
          asking?.kind === 'self_exclusion'
            ? 'responsible_exclusion_title'
            : 'responsible_time_out_title',
        )}
        text={t(
          asking?.kind === 'self_exclusion'
            ? 'responsible_exclusion_confirm'
            : 'responsible_time_out_confirm',
        )}
        confirmLabel={t(
          asking?.kind === 'self_exclusion' ? 'responsible_exclude' : 'responsible_take_time_out',
        )}
        pending={take.isPending}
        error={take.isError ? failureText(take.error, 'duration') : null}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
