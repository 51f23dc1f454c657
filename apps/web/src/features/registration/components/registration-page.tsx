import { useNavigate } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { usePageTitle } from '../../../shared/ui/page/page-title.tsx';
import styles from './registration.module.css';
import { RegistrationPanel } from './registration-panel.tsx';

/** The registration widget page: route `registration` (section main) and `promo` (section promo). */
export function RegistrationPage({ section }: { section: 'main' | 'promo' }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const navigate = useNavigate();
  usePageTitle(t(section === 'promo' ? 'reg_promo_title' : 'reg_title'));
  return (
    <section className={styles.page}>
      <div className={styles.pageCard} data-testid="registration-page">
        <h1 className={styles.pageTitle}>
          {t(section === 'promo' ? 'reg_promo_title' : 'reg_title')}
        </h1>
        <RegistrationPanel
          isWidget
          section={section}
          onFinished={() => navigate(pathFor('home', {}, lng))}
        />
      </div>
    </section>
  );
}
