import type { PlayerLimitView } from '@arenabet/contracts/limits';
import { LIMIT_KINDS, LIMIT_PERIODS } from '@arenabet/contracts/limits';
import { type FormEvent, type ReactNode, useState } from 'react';
import { fieldErrorKey, useFailureText } from '../../../shared/api/failure-text.ts';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import cards from '../../../shared/ui/card.module.css';
import forms from '../../../shared/ui/form/form.module.css';
import { FormError } from '../../../shared/ui/form/form-error.tsx';
import { SelectField } from '../../../shared/ui/form/select-field.tsx';
import { SubmitButton } from '../../../shared/ui/form/submit-button.tsx';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import sections from '../../../shared/ui/page/page-card.module.css';
import {
  type LimitChoice,
  useAvailableLimits,
  useLimitAction,
  useRemoveLimit,
  useSetLimit,
} from '../api/limits.ts';
import { limitValueText } from '../lib/limit-text.ts';
import styles from './responsible.module.css';

/** The limits the player keeps, each with what is used and left, and the form to set one. */
export function LimitsSection({ limits }: { limits: readonly PlayerLimitView[] }) {
  const { t } = useTranslation();
  return (
    <section className={sections.section} aria-labelledby="responsible-limits-title">
      <h2 id="responsible-limits-title" className={sections.sectionTitle}>
        {t('responsible_limits_title')}
      </h2>
      {limits.length === 0 ? (
        <p className={sections.muted}>{t('responsible_limits_none')}</p>
      ) : (
        <ul className={styles.limits} data-testid="responsible-limits">
          {limits.map((limit) => (
            <LimitCard key={`${limit.kind}-${limit.period}`} limit={limit} />
          ))}
        </ul>
      )}
      <SetLimitForm />
    </section>
  );
}

const limitName = (limit: LimitChoice) => `responsible_limit_${limit.kind}_${limit.period}`;

function LimitCard({ limit }: { limit: PlayerLimitView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const action = useLimitAction();
  const remove = useRemoveLimit();
  const failureText = useFailureText();
  const unit = (value: string) => limitValueText(limit, value, t);
  const { pending } = limit;
  const choice = { kind: limit.kind, period: limit.period };
  const failure = action.error ?? remove.error;
  return (
    <li className={cards.card} data-testid={`responsible-limit-${limit.kind}-${limit.period}`}>
      <div className={styles.limitHead}>
        <h3 className={styles.limitName}>{t(limitName(limit))}</h3>
        <strong data-testid="responsible-limit-value">
          <bdi>{unit(limit.value)}</bdi>
        </strong>
      </div>
      <meter
        className={styles.meter}
        aria-label={t('responsible_used_label')}
        min={0}
        max={Math.max(Number(limit.value), 1)}
        value={Math.min(Number(limit.used), Number(limit.value))}
      />
      <p className={sections.muted}>
        {t('responsible_used_left', { used: unit(limit.used), left: unit(limit.left) })}{' '}
        {t('responsible_resets_at', { date: formatDateTime(limit.resetsAt, language) })}
      </p>
      {pending ? (
        <div className={styles.pending} data-testid="responsible-limit-pending">
          <p>
            {pending.value === null
              ? t('responsible_pending_removal', {
                  date: formatDateTime(pending.appliesAt, language),
                })
              : t('responsible_pending_increase', {
                  value: unit(pending.value),
                  date: formatDateTime(pending.appliesAt, language),
                })}
          </p>
          <div className={styles.actions}>
            {pending.needsConfirmation && (
              <button
                type="button"
                className={buttons.primary}
                disabled={!pending.confirmable || action.isPending}
                onClick={() => action.mutate({ ...choice, action: 'confirm' })}
                data-testid="responsible-limit-confirm"
              >
                {t('responsible_confirm_change')}
              </button>
            )}
            <button
              type="button"
              className={buttons.secondary}
              disabled={action.isPending}
              onClick={() => action.mutate({ ...choice, action: 'cancel' })}
            >
              {t('responsible_cancel_change')}
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <button
            type="button"
            className={buttons.secondary}
            disabled={remove.isPending}
            onClick={() => remove.mutate(choice)}
          >
            {t('responsible_remove_limit')}
          </button>
        </div>
      )}
      {failure && <FormError>{failureText(failure, 'value')}</FormError>}
    </li>
  );
}

interface SetLimitFormProps {
  /** The kinds offered: one kind (the deposit-limit prompt) needs no choice of kind. */
  kinds?: readonly LimitChoice['kind'][];
  /** The form's heading; none where a dialog's title already says it. */
  heading?: boolean;
  /** Beside the submit button: the prompt's "not now". */
  secondary?: ReactNode;
}

/** Sets a limit of the kinds offered: the page's form, and the deposit-limit prompt's. */
export function SetLimitForm({
  kinds = LIMIT_KINDS,
  heading = true,
  secondary,
}: SetLimitFormProps) {
  const { t } = useTranslation();
  const available = useAvailableLimits();
  const set = useSetLimit();
  const failureText = useFailureText();
  const [choice, setChoice] = useState<LimitChoice>({ kind: kinds[0] ?? 'deposit', period: 'day' });
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const hours = available.data?.increaseDelayHours ?? 24;
  const valueError = missing
    ? t('required')
    : fieldErrorKey(set.error, 'value')
      ? failureText(set.error, 'value')
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(value.trim() === '');
    if (value.trim() === '') return;
    set.mutate({ ...choice, value: value.trim() }, { onSuccess: () => setValue('') });
  };

  return (
    <form className={`${forms.form} ${styles.setForm}`} onSubmit={submit} noValidate>
      {heading && <h3 className={styles.limitName}>{t('responsible_set_limit_title')}</h3>}
      <div className={styles.formRow}>
        {kinds.length > 1 && (
          <SelectField
            label={t('responsible_limit_kind')}
            value={choice.kind}
            testId="responsible-limit-kind"
            onChange={(kind) => setChoice({ ...choice, kind: kind as LimitChoice['kind'] })}
          >
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`responsible_kind_${kind}`)}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField
          label={t('responsible_limit_period')}
          value={choice.period}
          testId="responsible-limit-period"
          onChange={(period) => setChoice({ ...choice, period: period as LimitChoice['period'] })}
        >
          {LIMIT_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`responsible_period_${period}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t(
            choice.kind === 'session_time'
              ? 'responsible_value_minutes'
              : 'responsible_value_amount',
          )}
          inputMode={choice.kind === 'session_time' ? 'numeric' : 'decimal'}
          value={value}
          error={valueError}
          errorTestId="responsible-limit-error"
          data-testid="responsible-limit-value-input"
          onChange={(event) => {
            setValue(event.target.value);
            setMissing(false);
            set.reset();
          }}
        />
      </div>
      <p className={forms.hint}>{t('responsible_set_limit_hint', { hours })}</p>
      {set.isError && !fieldErrorKey(set.error, 'value') && (
        <FormError>{failureText(set.error, 'value')}</FormError>
      )}
      <div className={styles.actions}>
        {secondary}
        <SubmitButton pending={set.isPending} testId="responsible-limit-submit">
          {t('responsible_set_limit')}
        </SubmitButton>
      </div>
    </form>
  );
}
