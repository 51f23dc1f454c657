import {
  PAYMENT_ARCHIVE_DAYS,
  PAYMENT_DIRECTIONS,
  PAYMENT_STATUSES,
} from '@arenabet/contracts/payments';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DateRange } from '../../../shared/ui/form/date-range.tsx';
import form from '../../../shared/ui/form/form.module.css';
import { SelectField } from '../../../shared/ui/form/select-field.tsx';
import { HISTORY_PERIODS, type HistoryPeriod, type HistoryView } from '../lib/history-view.ts';
import { DIRECTION_FILTER_LABEL, PERIOD_LABEL, STATUS_LABEL } from '../lib/labels.ts';
import styles from './history-filters.module.css';

interface HistoryFiltersProps {
  view: HistoryView;
  onChange(view: HistoryView): void;
}

/** Period, type, status and the archive: each change lands in the address at once. */
export function HistoryFilters({ view, onChange }: HistoryFiltersProps) {
  const { t } = useTranslation();
  const change = (fields: Partial<HistoryView>) => onChange({ ...view, ...fields });
  return (
    <div className={styles.filters} data-testid="history-filters">
      <PeriodChoice period={view.period} onChange={(period) => change({ period })} />
      {view.period === 'custom' && (
        <DateRange
          from={view.from}
          to={view.to}
          fromLabel={t('payment_history_date_from')}
          toLabel={t('payment_history_date_to')}
          testIdPrefix="history"
          onChange={change}
        />
      )}
      <div className={styles.row}>
        <SelectField
          label={t('payment_history_type')}
          value={view.direction ?? ''}
          testId="history-type"
          onChange={(value) =>
            change({ direction: PAYMENT_DIRECTIONS.find((item) => item === value) ?? null })
          }
        >
          <option value="">{t('payment_history_type_all')}</option>
          {PAYMENT_DIRECTIONS.map((direction) => (
            <option key={direction} value={direction}>
              {t(DIRECTION_FILTER_LABEL[direction])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('payment_history_status')}
          value={view.status ?? ''}
          testId="history-status"
          onChange={(value) =>
            change({ status: PAYMENT_STATUSES.find((item) => item === value) ?? null })
          }
        >
          <option value="">{t('payment_history_status_all')}</option>
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(STATUS_LABEL[status])}
            </option>
          ))}
        </SelectField>
        <ArchiveSwitch
          checked={view.includeArchive}
          onChange={(includeArchive) => change({ includeArchive })}
        />
      </div>
    </div>
  );
}

function PeriodChoice(props: { period: HistoryPeriod; onChange(period: HistoryPeriod): void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.period}>
      <legend className={form.label}>{t('payment_history_period')}</legend>
      <div className={styles.chips} data-testid="history-period">
        {HISTORY_PERIODS.map((period) => (
          <label key={period} className={styles.chip}>
            <input
              type="radio"
              name={name}
              value={period}
              className={styles.chipInput}
              checked={props.period === period}
              onChange={() => props.onChange(period)}
            />
            <span>{t(PERIOD_LABEL[period])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ArchiveSwitch(props: { checked: boolean; onChange(checked: boolean): void }) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <label className={styles.switch}>
      <input
        type="checkbox"
        role="switch"
        className={styles.switchInput}
        checked={props.checked}
        aria-checked={props.checked}
        aria-describedby={hintId}
        data-testid="history-archive"
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span className={styles.switchTrack} aria-hidden="true" />
      <span className={styles.switchText}>
        <span>{t('payment_history_archive')}</span>
        <span id={hintId} className={styles.switchHint}>
          {t('payment_history_archive_hint', { days: PAYMENT_ARCHIVE_DAYS })}
        </span>
      </span>
    </label>
  );
}
