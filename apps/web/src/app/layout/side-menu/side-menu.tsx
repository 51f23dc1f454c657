import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { OddsFormatSelect, useSportsShort } from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useDisallowedSports } from '../../../shared/line-preferences/disallowed-sports-store.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { SportIcon } from '../../../shared/ui/sport-icon.tsx';
import { FOLDED_BELOW, useDrawnOnceOpen } from '../../../shared/ui/use-drawn-once.ts';
import { PhoneSettings } from './phone-settings.tsx';
import {
  MENU_FOLDED_COUNT,
  type MenuSport,
  menuSportsFromFeed,
  menuSportsFromReference,
} from './popular-sports.ts';
import styles from './side-menu.module.css';

interface SideMenuProps {
  /** On phones the menu is a drawer; on wide screens it is always shown. */
  open: boolean;
  onClose(): void;
}

/** The sports with their live and pre-match counts; the reference list until the feeds answer. */
function useMenuSports(language: string): { sports: MenuSport[]; live: number | undefined } {
  const line = useSportsShort('line');
  const live = useSportsShort('live');
  const hidden = useDisallowedSports().line;
  if (line.data && live.data) {
    const sports = menuSportsFromFeed(line.data, live.data);
    return { sports, live: sports.reduce((sum, sport) => sum + (sport.live ?? 0), 0) };
  }
  const sports = menuSportsFromReference(language).filter((sport) => !hidden.includes(sport.id));
  return { sports, live: undefined };
}

/** The sport whose page (or one of its champs' or games' pages) is open. */
function openSport(pathname: string, language: string): number | undefined {
  const match = new RegExp(`^/${language}/line/(\\d+)(/|$)`).exec(pathname);
  return match ? Number(match[1]) : undefined;
}

/**
 * The sports menu: the line and live at the top, then every sport with its games. On a phone
 * its contents (and their requests) wait for the drawer's first opening.
 */
export function SideMenu({ open, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const drawn = useDrawnOnceOpen(FOLDED_BELOW.sideMenu, open);
  return (
    <aside id="side-menu" className={styles.side} data-open={open || undefined}>
      <button
        type="button"
        className={styles.backdrop}
        aria-label={t('menu_close')}
        tabIndex={-1}
        onClick={onClose}
      />
      <div className={styles.panel}>{drawn && <SideMenuContents onClose={onClose} />}</div>
    </aside>
  );
}

function SideMenuContents({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [showAll, setShowAll] = useState(false);
  const { pathname } = useLocation();
  const { sports, live } = useMenuSports(language);
  const selected = openSport(pathname, language);
  const shown = showAll ? sports : sports.slice(0, MENU_FOLDED_COUNT);
  const current = (path: string) => (pathname === path ? 'page' : undefined);
  const home = pathFor('home', {}, language);
  const livePath = pathFor('live', {}, language);
  const linePath = pathFor('bettingHome', {}, language);

  return (
    <>
      <PhoneSettings onClose={onClose} />
      {/* Named apart from the pages' sport filters, which are "Sports" too (landmark-unique). */}
      <nav className={styles.nav} aria-label={t('sports_menu_label')}>
        <ul className={styles.list} data-testid="sports-menu">
          <li>
            <Link to={home} className={styles.item} aria-current={current(home)}>
              <Icon name="trophy" size={20} />
              <span className={styles.name}>{t('sports_menu_top')}</span>
            </Link>
          </li>
          <li>
            <Link to={livePath} className={styles.item} aria-current={current(livePath)}>
              <Icon name="live" size={20} className={styles.liveIcon} />
              <span className={styles.name}>{t('sports_menu_live')}</span>
              {live !== undefined && live > 0 && <span className={styles.liveCount}>{live}</span>}
            </Link>
          </li>
          <li>
            <Link to={linePath} className={styles.item} aria-current={current(linePath)}>
              <Icon name="line" size={20} />
              <span className={styles.name}>{t('sports_menu_line')}</span>
            </Link>
          </li>
          <li className={styles.headingItem}>
            <h2 id="sports-menu-title" className={styles.heading}>
              {t('sports_menu_title')}
            </h2>
          </li>
          {shown.map((sport) => (
            <li key={sport.id}>
              <Link
                to={pathFor('bettingMainSection', { sport: sport.id }, language)}
                className={styles.item}
                aria-current={selected === sport.id ? 'page' : undefined}
                data-sport-id={sport.id}
              >
                <SportIcon slug={sport.slug} isCyber={sport.isCyber} size={20} />
                <span className={styles.sportName}>{sport.name}</span>
                <SportCounts sport={sport} />
              </Link>
            </li>
          ))}
        </ul>
        {sports.length > MENU_FOLDED_COUNT && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={showAll}
            onClick={() => setShowAll((value) => !value)}
          >
            <span>{showAll ? t('sports_menu_show_less') : t('sports_menu_show_all')}</span>
            <Icon name="chevronDown" size={16} className={styles.toggleChevron} />
          </button>
        )}
      </nav>
      <OddsFormatSelect className={styles.oddsFormat} />
    </>
  );
}

function SportCounts({ sport }: { sport: MenuSport }) {
  const { t } = useTranslation();
  if (sport.line === undefined && sport.live === undefined) return null;
  return (
    <span className={styles.counts}>
      {sport.live !== undefined && sport.live > 0 && (
        <span
          className={styles.liveCount}
          title={t('sports_menu_live_count', { count: sport.live })}
        >
          {sport.live}
        </span>
      )}
      <span
        className={styles.lineCount}
        title={t('sports_menu_line_count', { count: sport.line ?? 0 })}
      >
        {sport.line ?? 0}
      </span>
    </span>
  );
}
