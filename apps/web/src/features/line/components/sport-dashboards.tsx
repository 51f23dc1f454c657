import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { useRouteIds } from '../hooks/use-route-ids.ts';
import { CYBER_SPORTS, POLITICS_SPORTS, RACE_SPORTS, UFC_SPORTS } from '../lib/dashboard-sports.ts';
import { ALL_SECTION, sectionSport } from '../lib/route-ids.ts';
import { DashboardPage } from './dashboard-page.tsx';

/** Esports (bettingCyber), or one title of it (bettingCyberSection, `:section` = sport id). */
export function CyberPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { section } = useRouteIds();
  const selected = sectionSport(section, CYBER_SPORTS);
  return (
    <DashboardPage
      testId="cyber-page"
      title={t('line_cyber_title')}
      lead={t('line_cyber_lead')}
      icon="esports"
      params={{ sports: selected ? [selected] : CYBER_SPORTS }}
      chips={{
        sports: CYBER_SPORTS,
        selected,
        linkFor: (id) =>
          id === undefined
            ? pathFor('bettingCyber', {}, language)
            : pathFor('bettingCyberSection', { section: id }, language),
      }}
      emptyTitle={t('line_cyber_empty_title')}
      emptyText={t('line_dashboard_empty_text')}
    />
  );
}

export function UfcPage() {
  const { t } = useTranslation();
  return (
    <DashboardPage
      testId="ufc-page"
      title={t('line_ufc_title')}
      lead={t('line_ufc_lead')}
      icon="shield"
      params={{ sports: UFC_SPORTS }}
      emptyTitle={t('line_ufc_empty_title')}
      emptyText={t('line_dashboard_empty_text')}
    />
  );
}

export function PoliticsPage() {
  const { t } = useTranslation();
  return (
    <DashboardPage
      testId="politics-page"
      title={t('line_politics_title')}
      lead={t('line_politics_lead')}
      icon="globe"
      params={{ sports: POLITICS_SPORTS }}
      emptyTitle={t('line_politics_empty_title')}
      emptyText={t('line_dashboard_empty_text')}
    />
  );
}

/** Races (bettingMarbleSection): `:section` is one of the racing sports, or `all`. */
export function MarblePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { section } = useRouteIds();
  const selected = sectionSport(section, RACE_SPORTS);
  return (
    <DashboardPage
      testId="marble-page"
      title={t('line_marble_title')}
      lead={t('line_marble_lead')}
      icon="virtual"
      params={{ sports: selected ? [selected] : RACE_SPORTS }}
      chips={{
        sports: RACE_SPORTS,
        selected,
        linkFor: (id) => pathFor('bettingMarbleSection', { section: id ?? ALL_SECTION }, language),
      }}
      emptyTitle={t('line_marble_empty_title')}
      emptyText={t('line_dashboard_empty_text')}
    />
  );
}
