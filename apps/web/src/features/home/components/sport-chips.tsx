import { sportList } from '@arenabet/reference/sports';
import { SportChipBar } from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';

/** The sports the chips offer; the side menu holds the full list. */
const CHIP_SLUGS = ['football', 'ice-hockey', 'basketball', 'tennis', 'esports', 'volleyball'];

/** Narrows the home page's lists to a sport (`?sport=<id>`). */
export function SportChips({ selected }: { selected: number | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const home = pathFor('home', {}, language);
  const sports = sportList(language)
    .filter((sport) => CHIP_SLUGS.includes(sport.slug))
    .sort((a, b) => CHIP_SLUGS.indexOf(a.slug) - CHIP_SLUGS.indexOf(b.slug));
  const chips = [
    { sportId: undefined, name: t('home_sports_all'), to: home },
    ...sports.map((sport) => ({
      sportId: sport.id,
      name: sport.name,
      to: `${home}?sport=${sport.id}`,
    })),
  ];
  return (
    <SportChipBar label={t('home_sports_label')} chips={chips} selected={selected ?? undefined} />
  );
}
