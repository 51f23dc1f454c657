import { BET_HISTORY_KINDS, COUPON_STATES } from '@arenabet/contracts/bets';
import { COUPON_KIND_LABEL, COUPON_STATE_LABEL } from '../../../shared/bets/coupon-labels.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DateRange } from '../../../shared/ui/form/date-range.tsx';
import { SelectField } from '../../../shared/ui/form/select-field.tsx';
import type { BetsView } from '../lib/bets-view.ts';
import styles from './bets-history.module.css';

interface BetsFiltersProps {
  view: BetsView;
  /** The days the list covers now, the default period's when the view names none. */
  period: { date_from: string; date_to: string };
  onChange(view: BetsView): void;
}

/** Period, state and kind: each change lands in the address at once. */
export function BetsFilters({ view, period, onChange }: BetsFiltersProps) {
  const { t } = useTranslation();
  const change = (fields: Partial<BetsView>) =>
    // A changed end keeps the other end the list showed, not the default that moves with today.
    onChange({
      ...view,
      from: view.from ?? period.date_from,
      to: view.to ?? period.date_to,
      ...fields,
    });
  return (
    <div className={styles.filters} data-testid="bets-filters">
      <DateRange
        from={view.from ?? period.date_from}
        to={view.to ?? period.date_to}
        fromLabel={t('bets_history_date_from')}
        toLabel={t('bets_history_date_to')}
        testIdPrefix="bets"
        onChange={change}
      />
      <SelectField
        label={t('bets_history_state')}
        value={view.state ?? ''}
        testId="bets-state"
        onChange={(value) =>
          onChange({ ...view, state: COUPON_STATES.find((state) => state === value) ?? null })
        }
      >
        <option value="">{t('bets_history_state_all')}</option>
        {COUPON_STATES.map((state) => (
          <option key={state} value={state}>
            {t(COUPON_STATE_LABEL[state])}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('bets_history_kind')}
        value={view.kind ?? ''}
        testId="bets-kind"
        onChange={(value) =>
          onChange({ ...view, kind: BET_HISTORY_KINDS.find((kind) => kind === value) ?? null })
        }
      >
        <option value="">{t('bets_history_kind_all')}</option>
        {BET_HISTORY_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(COUPON_KIND_LABEL[kind])}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
