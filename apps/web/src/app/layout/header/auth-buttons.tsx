import { useTranslation } from 'react-i18next';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { Unavailable } from '../../../shared/ui/unavailable.tsx';
import styles from './header.module.css';

/**
 * Sign-in and registration have their place in the header from the start, but accounts do not
 * exist yet: the buttons are shown inert, with a hint that says so.
 */
export function AuthButtons() {
  const { t } = useTranslation();
  return (
    <div className={styles.auth}>
      <Unavailable
        role="button"
        hintKey={i18nKey('auth_not_open_yet')}
        align="end"
        className={styles.signIn}
      >
        <Icon name="user" size={18} />
        <span className={styles.signInText}>{t('sign_in')}</span>
      </Unavailable>
      <Unavailable
        role="button"
        hintKey={i18nKey('auth_not_open_yet')}
        align="end"
        className={styles.register}
      >
        {t('registration')}
      </Unavailable>
    </div>
  );
}
