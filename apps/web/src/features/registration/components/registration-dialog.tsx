import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useRegistrationDialog } from '../../../shared/registration-dialog/registration-dialog-store.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { PartLoading } from '../../../shared/ui/part-loading.tsx';

// The forms, their rules and the phone and country pickers: fetched when the popup first opens.
const RegistrationPanel = lazy(() =>
  import('./registration-panel.tsx').then((module) => ({ default: module.RegistrationPanel })),
);

/** The registration popup, opened from anywhere through `useRegistrationDialog().open(tab?)`. */
export function RegistrationDialog() {
  const { t } = useTranslation();
  const { isOpen, tab, close } = useRegistrationDialog();
  return (
    <Dialog open={isOpen} title={t('reg_title')} onClose={close} testId="registration-dialog">
      <Suspense fallback={<PartLoading />}>
        <RegistrationPanel isWidget={false} tab={tab} onFinished={close} />
      </Suspense>
    </Dialog>
  );
}
