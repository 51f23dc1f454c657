import { useTranslation } from 'react-i18next';
import { useRegistrationDialog } from '../../../shared/registration-dialog/registration-dialog-store.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { RegistrationPanel } from './registration-panel.tsx';

/** The registration popup, opened from anywhere through `useRegistrationDialog().open(tab?)`. */
export function RegistrationDialog() {
  const { t } = useTranslation();
  const { isOpen, tab, close } = useRegistrationDialog();
  return (
    <Dialog open={isOpen} title={t('reg_title')} onClose={close} testId="registration-dialog">
      <RegistrationPanel isWidget={false} tab={tab} onFinished={close} />
    </Dialog>
  );
}
