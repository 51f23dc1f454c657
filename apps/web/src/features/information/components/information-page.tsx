import { localeOf } from '@arenabet/reference/languages';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { usePageTitle } from '../../../shared/ui/page/page-title.tsx';
import { useInformationPage } from '../api/get-information-page.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import styles from './information.module.css';
import { InformationNav } from './information-nav.tsx';
import { MarkdownBody } from './markdown-body.tsx';

export function InformationPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = useInformationPage();
  usePageTitle(page.title);
  const updated = new Intl.DateTimeFormat(localeOf(language).replace('_', '-'), {
    dateStyle: 'long',
  }).format(new Date(page.updatedAt));

  return (
    <div className={styles.layout}>
      <article className={styles.article} data-testid="information-page">
        <Breadcrumbs current={page.title} />
        <h1 className={styles.title}>{page.title}</h1>
        <p className={styles.updated}>{t('information_updated_at', { date: updated })}</p>
        <MarkdownBody source={page.body} title={page.title} />
      </article>
      <InformationNav current={page.slug} />
    </div>
  );
}
