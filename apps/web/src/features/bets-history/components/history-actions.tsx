import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/error-text.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';
import buttons from '../../../shared/ui/button.module.css';
import { CloseButton } from '../../../shared/ui/close-button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useClearBetsHistory } from '../api/clear-bets-history.ts';
import { useMailBetsHistory } from '../api/mail-bets-history.ts';
import type { BetsRequest } from '../lib/bets-request.ts';
import { isEmailNotConfirmed } from '../lib/mail-failure.ts';
import styles from './bets-history.module.css';

/** Print, send by e-mail, and clear the settled coupons (print and clear when switched on). */
export function HistoryActions({ request }: { request: BetsRequest }) {
  const { t, i18n } = useTranslation();
  const failure = (error: unknown) => errorText(error, t, i18n.exists);
  const { couponPrinting: printing, couponDeletion: deletion } = useSiteSettings().features;
  const mail = useMailBetsHistory();
  const [confirming, setConfirming] = useState(false);
  const clear = useClearBetsHistory();

  return (
    <div className={styles.actionsBlock}>
      <div className={styles.actions}>
        {printing && (
          <button
            type="button"
            className={buttons.secondary}
            data-testid="bets-print"
            onClick={() => window.print()}
          >
            {t('bets_history_print')}
          </button>
        )}
        <button
          type="button"
          className={buttons.secondary}
          disabled={mail.isPending}
          data-testid="bets-mail"
          onClick={() => mail.mutate(request)}
        >
          {mail.isPending && <Spinner />}
          {t('bets_history_mail')}
        </button>
        {deletion && (
          <button
            type="button"
            className={buttons.secondary}
            data-testid="bets-clear"
            onClick={() => {
              clear.reset();
              setConfirming(true);
            }}
          >
            {t('bets_history_clear')}
          </button>
        )}
      </div>
      <MailNotice count={mail.data} error={mail.error} onClose={() => mail.reset()} />
      {clear.isSuccess && (
        <p className={styles.notice} role="status" data-testid="bets-clear-done">
          {t('bets_history_clear_done', { count: clear.data })}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('bets_history_clear_title')}
        text={t('bets_history_clear_text')}
        confirmLabel={t('bets_history_clear_confirm')}
        pending={clear.isPending}
        error={clear.error ? failure(clear.error) : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() => clear.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </div>
  );
}

function ErrorText({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  return <>{errorText(error, t, i18n.exists)}</>;
}

interface MailNoticeProps {
  count: number | undefined;
  error: Error | null;
  onClose(): void;
}

/** The mail's outcome: how many coupons went out, or why none did. */
function MailNotice({ count, error, onClose }: MailNoticeProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (count === undefined && !error) return null;
  const failed = error !== null;
  return (
    <div
      className={styles.notice}
      data-tone={failed ? 'warning' : 'success'}
      role={failed ? 'alert' : 'status'}
      data-testid="bets-mail-notice"
    >
      <p>
        {!failed && t('bets_history_mail_sent', { count })}
        {failed && isEmailNotConfirmed(error) && (
          <>
            {t('bets_history_mail_email_not_confirmed')}{' '}
            <Link to={pathFor('emailChange', {}, language)} data-testid="bets-mail-settings">
              {t('bets_history_mail_email_settings')}
            </Link>
          </>
        )}
        {failed && !isEmailNotConfirmed(error) && <ErrorText error={error} />}
      </p>
      <CloseButton className={styles.noticeClose} label={t('dialog_close')} onClick={onClose} />
    </div>
  );
}
