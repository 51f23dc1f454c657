import { Link, useNavigate } from 'react-router';
import { useDisclosure } from '../../../shared/hooks/use-disclosure.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { useSignOut } from '../api/sign-out.ts';
import styles from './account-menu.module.css';

/** The signed-in player's place in the header: the account number, opening office links. */
export function AccountMenu({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { open, setOpen, rootRef, listId } = useDisclosure<HTMLDivElement>();

  const leave = () => {
    signOut.mutate();
    // The page reads as signed out at once: an office page would turn into "access denied"
    // under the player's eyes.
    navigate(pathFor('home', {}, language));
  };

  return (
    <div className={styles.root} ref={rootRef} data-testid="account-menu">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('account_menu_label', { number: userId })}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="user" size={18} className={styles.userIcon} />
        <span className={styles.number} dir="ltr">
          {userId}
        </span>
        <Icon name="chevronDown" size={16} />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users activate the items themselves */}
      <ul id={listId} className={styles.list} hidden={!open} onClick={() => setOpen(false)}>
        <li>
          <Link to={pathFor('office', {}, language)} className={styles.item}>
            <Icon name="home" size={18} />
            {t('office_title')}
          </Link>
        </li>
        <li>
          <Link
            to={pathFor('recharge', {}, language)}
            className={styles.item}
            data-testid="account-menu-deposit"
          >
            <Icon name="wallet" size={18} />
            {t('payment_recharge_title')}
          </Link>
        </li>
        <li>
          <Link
            to={pathFor('deduce', {}, language)}
            className={styles.item}
            data-testid="account-menu-withdraw"
          >
            <Icon name="withdraw" size={18} />
            {t('payment_deduce_title')}
          </Link>
        </li>
        <li>
          <Link to={pathFor('paymentHistory', {}, language)} className={styles.item}>
            <Icon name="history" size={18} />
            {t('payment_history_title')}
          </Link>
        </li>
        <li>
          <Link to={pathFor('sessionHistory', {}, language)} className={styles.item}>
            <Icon name="devices" size={18} />
            {t('sessions_title')}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={styles.item}
            onClick={leave}
            disabled={signOut.isPending}
          >
            <Icon name="signOut" size={18} mirrorInRtl />
            {t('sign_out')}
          </button>
        </li>
      </ul>
    </div>
  );
}
