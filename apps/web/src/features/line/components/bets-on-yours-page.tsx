import type { FeedGame } from '@arenabet/contracts';
import { countryById, countryName } from '@arenabet/reference/countries';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useRouteIds } from '../hooks/use-route-ids.ts';
import { routeId } from '../lib/route-ids.ts';
import { DashboardPage } from './dashboard-page.tsx';
import { NotFoundInLine } from './not-found-in-line.tsx';

/**
 * Bets on yours (bettingBetsonyourSection, `:section` = a country id): the games of that
 * country's champs, for backing one's own teams.
 */
export function BetsOnYoursPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { section } = useRouteIds();
  const countryId = routeId(section);
  const country = countryId === undefined ? undefined : countryById(countryId);
  if (countryId === undefined || !country) return <NotFoundInLine />;
  const name = countryName(country, language);
  // `countryOnly` asks the feed for the country's champs; the check here keeps the promise
  // of the page even if a feed reads the flag more loosely.
  const ofCountry = (games: readonly FeedGame[]) => games.filter((g) => g.countryId === countryId);
  return (
    <DashboardPage
      testId="bets-on-yours-page"
      title={t('line_bets_on_yours_title', { country: name })}
      lead={t('line_bets_on_yours_lead')}
      icon="home"
      params={{ country: countryId, countryOnly: true }}
      pick={ofCountry}
      emptyTitle={t('line_bets_on_yours_empty_title', { country: name })}
      emptyText={t('line_dashboard_empty_text')}
    />
  );
}
