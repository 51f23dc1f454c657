import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { HeroArt } from './hero-art.tsx';
import styles from './home.module.css';

export function HeroBanner() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroContent}>
        <span className={styles.heroBadge}>
          <Icon name="live" size={16} />
          {t('home_hero_badge')}
        </span>
        <h1 id="hero-title" className={styles.heroTitle}>
          {t('home_hero_title')}
        </h1>
        <p className={styles.heroText}>{t('home_hero_text')}</p>
        <div className={styles.heroActions}>
          <Link to={pathFor('howToBet', {}, language)} className={styles.heroPrimary}>
            {t('home_hero_how_to_bet')}
            <Icon name="chevronForward" size={18} mirrorInRtl />
          </Link>
          <Link to={pathFor('rules', {}, language)} className={styles.heroSecondary}>
            {t('home_hero_rules')}
          </Link>
        </div>
      </div>
      <HeroArt className={styles.heroArt} />
    </section>
  );
}
