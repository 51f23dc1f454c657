import { DASHBOARD_GAMES_LIMIT } from '@arenabet/domain';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { useRouteIds } from '../hooks/use-route-ids.ts';
import { bestPriced } from '../lib/best-odds.ts';
import { ALL_SECTION, sectionSport } from '../lib/route-ids.ts';
import { DashboardPage } from './dashboard-page.tsx';

/** Best prices (bestEuroSection): the games with the smallest margin, `:section` a sport. */
export function BestPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { section } = useRouteIds();
  const selected = sectionSport(section, []);
  return (
    <DashboardPage
      testId="best-page"
      title={t('line_best_title')}
      lead={t('line_best_lead')}
      icon="scale"
      params={selected === undefined ? {} : { sports: [selected] }}
      pick={(games) => bestPriced(games, DASHBOARD_GAMES_LIMIT)}
      chips={{
        sports: [],
        selected,
        linkFor: (id) => pathFor('bestEuroSection', { section: id ?? ALL_SECTION }, language),
      }}
      emptyTitle={t('line_best_empty_title')}
      emptyText={t('line_dashboard_empty_text')}
    />
  );
}
