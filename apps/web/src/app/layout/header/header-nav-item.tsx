import type { HeaderItem } from '@arenabet/domain';
import { NavLink } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { menuLinkFor } from '../../../shared/routes/route-links.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { iconFromConfig } from '../../../shared/ui/icon-paths.tsx';
import styles from './header-nav.module.css';

/** A configured section that is open (`openHeaderItems` leaves out the others). */
export function HeaderNavItem({
  item,
  className = styles.item,
}: {
  item: HeaderItem;
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const link = menuLinkFor(item.route, language);
  const icon = item.icon ? iconFromConfig(item.icon) : undefined;
  const content = (
    <>
      {icon && <Icon name={icon} size={18} />}
      <span>{t(item.dictKey)}</span>
    </>
  );
  if (!link) return null;
  // A section stays marked on its inner pages (a game of the casino, a sport of the line); only
  // the language's root would then be marked everywhere, so it alone matches exactly.
  const isRoot = link === `/${language}`;
  return (
    <NavLink to={link} className={className} end={isRoot}>
      {content}
    </NavLink>
  );
}
