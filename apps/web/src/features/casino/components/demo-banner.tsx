import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useRegistrationDialog } from '../../../shared/registration-dialog/registration-dialog-store.ts';
import buttons from '../../../shared/ui/button.module.css';
import styles from './game-page.module.css';

interface DemoBannerProps {
  onSignIn(): void;
  /** What the visitor is told; by default that the table plays with play money. */
  mark?: string;
  title?: string;
  text?: string;
}

/** A visitor's table plays with play money: said plainly, with the way to real play. */
export function DemoBanner({ onSignIn, mark, title, text }: DemoBannerProps) {
  const { t } = useTranslation();
  const openRegistration = useRegistrationDialog((state) => state.open);
  return (
    <aside className={styles.demo} aria-labelledby="casino-demo-title" data-testid="casino-demo">
      <span className={styles.demoMark} aria-hidden="true">
        {mark ?? t('casino_demo_mark')}
      </span>
      <div className={styles.demoText}>
        <h2 id="casino-demo-title" className={styles.demoTitle}>
          {title ?? t('casino_demo_title')}
        </h2>
        <p>{text ?? t('casino_demo_text')}</p>
      </div>
      <div className={styles.demoActions}>
        <button type="button" className={buttons.primary} onClick={() => openRegistration()}>
          {t('casino_demo_register')}
        </button>
        <button type="button" className={buttons.secondary} onClick={onSignIn}>
          {t('casino_demo_sign_in')}
        </button>
      </div>
    </aside>
  );
}
