import type { FeedRoot, FeedSportShort } from '@arenabet/contracts';
import {
  SportChipBar,
  SportChipBarPlaceholder,
  useSportsShort,
} from '../../../shared/feed/index.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

interface SportChipsProps {
  root: FeedRoot;
  selected: number | undefined;
  /** Where a chip leads; `undefined` is the "all sports" chip. */
  linkFor(sportId: number | undefined): string;
  /** Only these sports (a dashboard's); all the feed has when absent. */
  only?: readonly number[];
}

function countOf(sport: FeedSportShort, root: FeedRoot): number {
  return root === 'live' ? (sport.liveCount ?? sport.gameCount) : sport.gameCount;
}

/** The sports of a feed as chips with their numbers of games: a filter over the page's list. */
export function SportChips({ root, selected, linkFor, only }: SportChipsProps) {
  const { t } = useTranslation();
  const sports = useSportsShort(root);
  if (sports.isPending) return <SportChipBarPlaceholder />;
  const shown = (sports.data ?? []).filter(
    (sport) => countOf(sport, root) > 0 && (!only || only.includes(sport.id)),
  );
  if (shown.length < 2) return null;
  const chips = [
    { sportId: undefined, name: t('line_all_sports'), to: linkFor(undefined) },
    ...shown.map((sport) => ({
      sportId: sport.id,
      name: sport.name,
      to: linkFor(sport.id),
      count: countOf(sport, root),
    })),
  ];
  return <SportChipBar label={t('line_sports_filter')} chips={chips} selected={selected} />;
}
