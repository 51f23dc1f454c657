import type { FormLetter, StatisticsTeam } from '@arenabet/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/error-text.ts';
import { HTTPError } from '../../../shared/api/errors.ts';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import { Icon } from '../../../shared/ui/icon.tsx';
import { useHiddenItems } from '../hooks/use-hidden-items.ts';
import { useStatisticsFrame } from '../hooks/use-statistics-frame.ts';
import styles from './statistics.module.css';
import tables from './tables.module.css';

/** Initials on a colour fixed by the team's id: teams have no crests in the feed. */
export function TeamMark({
  id,
  name,
  small = false,
}: {
  id: number;
  name: string;
  small?: boolean;
}) {
  const initials = name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return (
    <span
      className={small ? `${styles.mark} ${styles.markSmall}` : styles.mark}
      style={{ '--mark-hue': (id * 47) % 360 } as CSSProperties}
      aria-hidden="true"
    >
      {initials}
    </span>
  );
}

/** A team's small mark and name, opening the team's statistics. */
export function TeamLink({ team, sportId }: { team: StatisticsTeam; sportId: number }) {
  const { linkTo } = useStatisticsFrame();
  return (
    <span className={tables.teamCell}>
      <TeamMark id={team.id} name={team.name} small />
      <Link className={tables.link} to={linkTo({ kind: 'team', sportId, teamId: team.id })}>
        {team.name}
      </Link>
    </span>
  );
}

const FORM_KEYS: Record<FormLetter, string> = {
  W: i18nKey('stats_result_win'),
  D: i18nKey('stats_result_draw'),
  L: i18nKey('stats_result_loss'),
};

/** The letter in the page's language (В/Н/П in Russian), the word in its hint. */
const FORM_LETTER_KEYS: Record<FormLetter, string> = {
  W: i18nKey('stats_result_win_letter'),
  D: i18nKey('stats_result_draw_letter'),
  L: i18nKey('stats_result_loss_letter'),
};

export function FormBadge({ result }: { result: FormLetter }) {
  const { t } = useTranslation();
  return (
    <span className={tables.formLetter} data-result={result} title={t(FORM_KEYS[result])}>
      {t(FORM_LETTER_KEYS[result])}
    </span>
  );
}

export function FormBadges({ form }: { form: readonly FormLetter[] }) {
  return (
    <span className={tables.form}>
      {form.map((result, index) => (
        // The form is a fixed sequence: a result's place is its identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <FormBadge key={index} result={result} />
      ))}
    </span>
  );
}

export function Figures({ items }: { items: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className={styles.figures}>
      {items.map((item) => (
        <div key={item.label} className={styles.figure}>
          <dt className={styles.figureLabel}>{item.label}</dt>
          <dd className={styles.figureValue}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface BlockProps {
  /** The id the visitor's folding is kept under (letters, digits, _). */
  id: string;
  title: string;
  children: ReactNode;
  testId?: string;
}

/** A titled block the visitor can fold away; the choice is kept for the next visit. */
export function StatisticsBlock({ id, title, children, testId }: BlockProps) {
  const { t } = useTranslation();
  const { hidden, toggle } = useHiddenItems();
  const bodyId = useId();
  const open = !hidden.includes(id);
  return (
    <section className={styles.block} data-testid={testId} aria-label={title}>
      <div className={styles.blockHead}>
        <h2 className={styles.blockTitle}>{title}</h2>
        <button
          type="button"
          className={styles.blockToggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => toggle(id)}
        >
          {open ? t('stats_block_hide') : t('stats_block_show')}
          <Icon name="chevronDown" size={16} />
        </button>
      </div>
      <div id={bodyId} hidden={!open}>
        {children}
      </div>
    </section>
  );
}

export function Skeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="statistics-loading">
      <span className="visually-hidden">{t('loading')}</span>
      {Array.from({ length: rows }, (_, row) => `row-${row}`).map((key) => (
        <span key={key} className={styles.skeletonRow} aria-hidden="true" />
      ))}
    </div>
  );
}

export function LoadFailure({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t, i18n } = useTranslation();
  const notFound = error instanceof HTTPError && error.status === 404;
  return (
    <div className={styles.failure} role="alert" data-testid="statistics-error">
      <Icon name="info" size={22} />
      <p>{notFound ? t('stats_not_found') : errorText(error, t, i18n.exists)}</p>
      {!notFound && onRetry && (
        <button type="button" className={buttons.secondary} onClick={onRetry}>
          {t('error_retry')}
        </button>
      )}
    </div>
  );
}

/** A query's data, or its loading and failure states in the page's own look. */
export function Loaded<T>({
  query,
  rows,
  children,
}: {
  query: UseQueryResult<T>;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton {...(rows === undefined ? {} : { rows })} />;
  if (query.isError)
    return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

/** Home first in the reading direction: on the right in Arabic, as the teams are. */
export function Score({ home, away }: { home: number; away: number }) {
  return (
    <span className={tables.gameScore}>
      <span>{home}</span>
      <span aria-hidden="true">:</span>
      <span>{away}</span>
    </span>
  );
}

/** A score inside a line of text, home first in the reading direction. */
export function InlineScore({ home, away }: { home: number; away: number }) {
  return (
    <span className={tables.inlineScore}>
      <span>{home}</span>:<span>{away}</span>
    </span>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}
