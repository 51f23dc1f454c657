import type { CasinoCategorySlug } from '@arenabet/reference/casino';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import filterChips from '../../../shared/ui/filter-chips.module.css';
import { Icon } from '../../../shared/ui/icon.tsx';
import type { IconName } from '../../../shared/ui/icon-paths.tsx';
import { type LobbyCategory, type LobbyView, writeLobbyView } from '../lib/lobby-view.ts';

const ICONS: Partial<Record<CasinoCategorySlug, IconName>> = {
  favourite: 'star',
  popular: 'fire',
  new: 'spark',
};

/** The dictionary key of a category's name: `casino_category_table_games`. */
export const categoryNameKey = (slug: CasinoCategorySlug) =>
  `casino_category_${slug.replaceAll('-', '_')}`;

interface CategoryChipsProps {
  categories: readonly LobbyCategory[];
  view: LobbyView;
  /** Every game of the lobby, for the "all" chip. */
  total: number;
}

/** The categories as links that narrow the lobby, keeping the search and the order. */
export function CategoryChips({ categories, view, total }: CategoryChipsProps) {
  const { t } = useTranslation();
  const linkTo = (category: CasinoCategorySlug | undefined) =>
    `?${writeLobbyView({ ...view, category }).toString()}`;
  const chips = [{ slug: undefined, count: total }, ...categories];
  return (
    <nav className={filterChips.chips} aria-label={t('casino_categories')}>
      {chips.map(({ slug, count }) => (
        <Link
          key={slug ?? 'all'}
          to={linkTo(slug)}
          replace
          preventScrollReset
          className={filterChips.chip}
          aria-current={view.category === slug ? 'true' : undefined}
          data-testid={`casino-category-${slug ?? 'all'}`}
        >
          <Icon name={(slug && ICONS[slug]) || 'casino'} size={18} />
          {slug ? t(categoryNameKey(slug)) : t('casino_category_all')}
          <span className={filterChips.chipCount}>{count}</span>
        </Link>
      ))}
    </nav>
  );
}
