import type { RegistrationFormType } from '@arenabet/contracts/registration-form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import forms from '../../../shared/ui/form/form.module.css';
import { FormError } from '../../../shared/ui/form/form-error.tsx';
import segmented from '../../../shared/ui/segmented.module.css';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { type Registered, useStartSession } from '../api/registration-mutations.ts';
import { fieldSetQuery, registrationDataQuery } from '../api/registration-queries.ts';
import { CredentialsCard } from './credentials-card.tsx';
import styles from './registration.module.css';
import { RegistrationForm } from './registration-form.tsx';
import { Welcome } from './welcome.tsx';

interface RegistrationPanelProps {
  isWidget: boolean;
  section?: 'main' | 'promo';
  /** The tab asked for; else the configured default tab. */
  tab?: RegistrationFormType | null;
  onFinished(): void;
}

type Outcome = Registered & { type: RegistrationFormType; email?: string };

function Loading() {
  return (
    <div className={styles.loading}>
      <Spinner size="2rem" />
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className={forms.form}>
      <FormError>{t('reg_load_failed')}</FormError>
      <button type="button" className={buttons.secondary} onClick={onRetry}>
        {t('reg_retry')}
      </button>
    </div>
  );
}

/** Tabs of the enabled registration types, the chosen tab's form, and what follows it. */
export function RegistrationPanel({ isWidget, section, tab, onFinished }: RegistrationPanelProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const data = useQuery(registrationDataQuery(lng, isWidget, section));
  const tabs = data.data?.registrationTabs ?? [];
  const [chosen, setChosen] = useState<RegistrationFormType | null>(tab ?? null);
  const selected =
    tabs.find((entry) => entry.value === chosen)?.value ??
    data.data?.defaultTab ??
    tabs[0]?.value ??
    null;
  const fields = useQuery({
    ...fieldSetQuery(selected ?? 'full_reg', lng),
    enabled: selected !== null,
  });
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [welcome, setWelcome] = useState(false);
  const startSession = useStartSession();

  // The session starts the moment the account exists, so the header shows the player at once,
  // while the panel still shows the password (one click) or the welcome.
  const registered = (result: Outcome) => {
    setOutcome(result);
    if (!result.password) setWelcome(true);
    void startSession();
  };
  const finish = () => {
    setWelcome(false);
    onFinished();
  };

  if (data.isError) return <LoadFailed onRetry={() => data.refetch()} />;
  if (!data.data) return <Loading />;

  return (
    <div className={styles.panel}>
      {welcome ? (
        <Welcome
          email={outcome && outcome.type !== 'fast_reg' ? (outcome.email ?? null) : null}
          onClose={finish}
        />
      ) : outcome?.password ? (
        <CredentialsCard
          userId={outcome.userId}
          password={outcome.password}
          onContinue={() => setWelcome(true)}
        />
      ) : (
        <>
          {tabs.length > 1 && (
            <div
              className={`${segmented.segments} ${styles.tabs}`}
              role="tablist"
              aria-label={t('reg_title')}
            >
              {tabs.map((entry) => (
                <button
                  key={entry.value}
                  type="button"
                  role="tab"
                  className={`${segmented.segment} ${styles.tab}`}
                  aria-selected={entry.value === selected}
                  // The selected type cannot change while a submission is in progress.
                  disabled={submitting || outcome !== null}
                  data-testid={`registration-tab-${entry.value}`}
                  onClick={() => setChosen(entry.value)}
                >
                  {t(entry.caption)}
                </button>
              ))}
            </div>
          )}
          {fields.isError && <LoadFailed onRetry={() => fields.refetch()} />}
          {selected && fields.data && !outcome ? (
            <RegistrationForm
              key={selected}
              type={selected}
              fieldSet={fields.data}
              data={data.data}
              isWidget={isWidget}
              onSubmittingChange={setSubmitting}
              onRegistered={registered}
            />
          ) : (
            !fields.isError && !outcome && <Loading />
          )}
        </>
      )}
    </div>
  );
}
