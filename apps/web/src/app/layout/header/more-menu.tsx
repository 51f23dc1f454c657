import type { HeaderItem } from '@arenabet/domain';
import { useDisclosure } from '../../../shared/hooks/use-disclosure.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import styles from './header-nav.module.css';
import { HeaderNavItem } from './header-nav-item.tsx';

/** A disclosure menu for the sections beyond the ninth; closes on Escape and outside clicks. */
export function MoreMenu({ items }: { items: HeaderItem[] }) {
  const { t } = useTranslation();
  const { open, setOpen, rootRef, listId } = useDisclosure<HTMLDivElement>();

  return (
    <div className={styles.more} ref={rootRef}>
      <button
        type="button"
        className={styles.item}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{t('header_more')}</span>
        <Icon name="chevronDown" size={16} className={styles.moreChevron} />
      </button>
      {/* Links close the menu on click; bubbling from the list is enough to catch them. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users activate the links themselves */}
      <ul id={listId} className={styles.moreList} hidden={!open} onClick={() => setOpen(false)}>
        {items.map((item) => (
          <li key={item.key}>
            <HeaderNavItem item={item} className={styles.moreItem} />
          </li>
        ))}
      </ul>
    </div>
  );
}
