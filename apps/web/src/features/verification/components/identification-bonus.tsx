import { useState } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';
import buttons from '../../../shared/ui/button.module.css';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { useHasDeposit } from '../api/has-deposit.ts';
import styles from './verification.module.css';

const SEEN_KEY = 'identification-bonus-seen';

function readSeen(): boolean {
  try {
    return sessionStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

function keepSeen(): void {
  try {
    sessionStorage.setItem(SEEN_KEY, '1');
  } catch {
    // Storage refused (private mode): the offer comes again on the next visit, no harm.
  }
}

/**
 * The identification bonus (spec, roles): offered only while the configuration's flag is on
 * and names a bonus, the player is not verified and has never deposited. Once closed it stays
 * closed for the tab's session: an offer that comes back on every visit is a nag.
 */
export function IdentificationBonus({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSiteSettings();
  const offered =
    settings.features.identificationBonus && settings.identificationBonusId !== null && !verified;
  const hasDeposit = useHasDeposit(offered);
  const [seen, setSeen] = useState(readSeen);
  if (!offered || seen || hasDeposit.data !== false) return null;
  const close = () => {
    keepSeen();
    setSeen(true);
  };
  return (
    <Dialog
      open
      title={t('identification_bonus_title')}
      onClose={close}
      testId="identification-bonus"
    >
      <div className={styles.bonus}>
        <p>{t('identification_bonus_text')}</p>
        <div className={styles.actions}>
          <Link
            to={pathFor('accountVerification', {}, language)}
            className={buttons.primary}
            onClick={close}
          >
            {t('identification_bonus_verify')}
          </Link>
          <button type="button" className={buttons.secondary} onClick={close}>
            {t('identification_bonus_later')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
