import { Link } from 'react-router';
import { FeedEmpty } from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import styles from './line.module.css';

/** An address with an id that cannot be one: a way back to the line instead of a blank page. */
export function NotFoundInLine() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className={styles.page} data-testid="line-not-found">
      <FeedEmpty
        icon="search"
        title={t('line_not_found_title')}
        text={t('line_not_found_text')}
        action={
          <Link to={pathFor('bettingHome', {}, language)} className={styles.switch}>
            {t('line_to_all_sports')}
          </Link>
        }
      />
    </div>
  );
}
