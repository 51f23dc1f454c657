import type { LimitsView, PlayerBreakView } from '@arenabet/contracts/limits';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import buttons from '../../../shared/ui/button.module.css';
import dialogs from '../../../shared/ui/dialog.module.css';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { useAnswerPrompt, useLimits } from '../api/limits.ts';
import { limitValueText } from '../lib/limit-text.ts';
import { SetLimitForm } from './limits-section.tsx';

// Told once per visit (the tab's session), not on every page of it.
const EXCLUSION_SEEN_KEY = 'self-exclusion-notice-seen';

function readExclusionSeen(): boolean {
  try {
    return sessionStorage.getItem(EXCLUSION_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

function keepExclusionSeen(): void {
  try {
    sessionStorage.setItem(EXCLUSION_SEEN_KEY, '1');
  } catch {
    // Storage refused (private mode): the notice comes again on the next page, no harm.
  }
}

/**
 * The prompts of player protection for a signed-in player: after signing in during a
 * self-exclusion, when it ends and what is still possible (LCCP 3.5); on the deposit pages, to set a
 * deposit limit, until one is set or the player says not now (LCCP 3.5); anywhere, six months
 * after the limits were set or last reviewed, to review them (the MGA's player protection
 * directive). The server says which are due; a prompt put off on a page stays off there.
 */
export function ProtectionPrompts({ onDepositPage }: { onDepositPage: boolean }) {
  const limits = useLimits().data;
  const [reviewPutOff, setReviewPutOff] = useState(false);
  const [exclusionSeen, setExclusionSeen] = useState(() => readExclusionSeen());
  if (!limits) return null;
  const { activeBreak } = limits;
  if (activeBreak?.kind === 'self_exclusion' && !exclusionSeen) {
    const seen = () => {
      keepExclusionSeen();
      setExclusionSeen(true);
    };
    return <SelfExclusionNotice exclusion={activeBreak} onSeen={seen} />;
  }
  if (onDepositPage && limits.prompts.depositLimit) return <DepositLimitPrompt />;
  if (limits.prompts.limitReview && !reviewPutOff) {
    return <LimitReviewPrompt limits={limits} onPutOff={() => setReviewPutOff(true)} />;
  }
  return null;
}

function DepositLimitPrompt() {
  const { t } = useTranslation();
  const answer = useAnswerPrompt();
  const notNow = () => answer.mutate('deposit_limit');
  return (
    <Dialog open title={t('deposit_prompt_title')} onClose={notNow} testId="deposit-limit-prompt">
      <p className={dialogs.text}>{t('deposit_prompt_text')}</p>
      <SetLimitForm
        kinds={['deposit']}
        heading={false}
        secondary={
          <button
            type="button"
            className={buttons.secondary}
            onClick={notNow}
            disabled={answer.isPending}
            data-testid="deposit-prompt-not-now"
          >
            {t('deposit_prompt_not_now')}
          </button>
        }
      />
    </Dialog>
  );
}

function LimitReviewPrompt({ limits, onPutOff }: { limits: LimitsView; onPutOff(): void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const answer = useAnswerPrompt();
  return (
    <Dialog open title={t('limit_review_title')} onClose={onPutOff} testId="limit-review-prompt">
      <p className={dialogs.text}>{t('limit_review_text')}</p>
      <ul className={dialogs.text}>
        {limits.limits.map((limit) => (
          <li key={`${limit.kind}-${limit.period}`}>
            {`${t(`responsible_limit_${limit.kind}_${limit.period}`)}: ${limitValueText(limit, limit.value, t)}`}
          </li>
        ))}
      </ul>
      <div className={dialogs.actions}>
        <Link
          className={buttons.secondary}
          to={pathFor('responsibleGambling', {}, language)}
          onClick={onPutOff}
        >
          {t('limit_review_change')}
        </Link>
        <button
          type="button"
          className={buttons.primary}
          onClick={() => answer.mutate('limit_review')}
          disabled={answer.isPending}
          data-testid="limit-review-keep"
        >
          {t('limit_review_keep')}
        </button>
      </div>
    </Dialog>
  );
}

/** Signed in during a self-exclusion: until when, why if a register set it, and what is open. */
function SelfExclusionNotice({
  exclusion,
  onSeen,
}: {
  exclusion: PlayerBreakView;
  onSeen(): void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Dialog
      open
      title={t('self_exclusion_notice_title')}
      onClose={onSeen}
      role="alertdialog"
      testId="self-exclusion-notice"
    >
      <p className={dialogs.text}>
        {exclusion.endsAt
          ? t('self_exclusion_notice_until', { date: formatDateTime(exclusion.endsAt, language) })
          : t('self_exclusion_notice_for_good')}
      </p>
      {exclusion.source !== 'player' && (
        <p className={dialogs.text}>{t('self_exclusion_notice_register')}</p>
      )}
      <p className={dialogs.text}>{t('self_exclusion_notice_can')}</p>
      <div className={dialogs.actions}>
        <Link className={buttons.secondary} to={pathFor('deduce', {}, language)} onClick={onSeen}>
          {t('self_exclusion_notice_withdraw')}
        </Link>
        <button
          type="button"
          className={buttons.primary}
          onClick={onSeen}
          data-testid="self-exclusion-notice-ok"
        >
          {t('self_exclusion_notice_ok')}
        </button>
      </div>
    </Dialog>
  );
}
