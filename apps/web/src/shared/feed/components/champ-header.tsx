import { sportById } from '@arenabet/reference/sports';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/use-language.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SportIcon } from '../../ui/sport-icon.tsx';
import { type ResultKind, resultLabels } from '../main-markets.ts';
import styles from './champ-header.module.css';

interface ChampHeaderProps {
  name: string;
  sportId: number;
  countryName?: string | undefined;
  /** The champ's page; the name is plain text without it. */
  to?: string | undefined;
  resultKind: ResultKind;
  withTotal?: boolean;
  /** The favourite star (the favourites' `FavoriteChampStar`). */
  star?: ReactNode;
  /** The heading level the page's outline needs here. */
  level?: 2 | 3;
}

/** The country beside a champ's name, unless the name already starts with it ("England. ..."). */
export function countryBeside(name: string, countryName: string | undefined): string | undefined {
  return countryName && !name.startsWith(countryName) ? countryName : undefined;
}

/** The band above a champ's games: where, which champ, and the names of the price columns. */
export function ChampHeader({
  name,
  sportId,
  countryName,
  to,
  resultKind,
  withTotal = false,
  star,
  level = 3,
}: ChampHeaderProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const sport = sportById(sportId);
  const Heading = level === 2 ? 'h2' : 'h3';
  const country = countryBeside(name, countryName);
  return (
    <header className={styles.header} data-testid="champ-header">
      <span className={styles.icon}>
        <SportIcon slug={sport?.slug ?? ''} isCyber={sport?.isCyber ?? false} size={18} />
      </span>
      <Heading className={styles.title}>
        {country && <span className={styles.country}>{country}</span>}
        {to ? (
          <Link to={to} className={styles.name}>
            {name}
          </Link>
        ) : (
          <span className={styles.name}>{name}</span>
        )}
      </Heading>
      {star}
      <div className={styles.columns} aria-hidden="true">
        {resultLabels(resultKind, language).map((label) => (
          <span key={label} className={styles.column}>
            {label}
          </span>
        ))}
        {withTotal && (
          <span className={styles.totals}>
            <span className={styles.line}>{t('feed_total_short')}</span>
            <span className={styles.column}>{t('feed_total_over')}</span>
            <span className={styles.column}>{t('feed_total_under')}</span>
          </span>
        )}
      </div>
    </header>
  );
}
