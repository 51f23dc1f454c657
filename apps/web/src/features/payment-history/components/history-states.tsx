import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import buttons from '../../../shared/ui/button.module.css';
import { ListEmpty } from '../../../shared/ui/list-states.tsx';

interface HistoryEmptyProps {
  /** Filters hide what there is: offer to drop them instead of a deposit. */
  filtered: boolean;
  onReset(): void;
}

export function HistoryEmpty({ filtered, onReset }: HistoryEmptyProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ListEmpty
      icon="wallet"
      title={
        filtered ? t('payment_history_empty_filtered_title') : t('payment_history_empty_title')
      }
      text={filtered ? t('payment_history_empty_filtered_text') : t('payment_history_empty_text')}
    >
      {filtered ? (
        <button type="button" className={buttons.secondary} onClick={onReset}>
          {t('payment_history_reset_filters')}
        </button>
      ) : (
        <Link to={pathFor('recharge', {}, language)} className={buttons.primary}>
          {t('reg_recharge_button')}
        </Link>
      )}
    </ListEmpty>
  );
}
