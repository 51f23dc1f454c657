import type { PreviewGame } from '@arenabet/contracts/casino-catalogue';
import { CASINO_CATEGORY } from '@arenabet/reference/casino';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { usePreferences } from '../../../shared/storage/preferences-store.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { useFavouriteGames } from '../lib/favourite-games.ts';
import { gameNameKey } from '../lib/table-games.ts';
import { PinIcon } from './casino-icons.tsx';
import styles from './lobby.module.css';
import { ReturnText } from './return-text.tsx';

/** The picture's own size: the card keeps its place before the picture arrives. */
const ART_WIDTH = 320;
const ART_HEIGHT = 240;

/**
 * A game's card: its picture, name and published return, opening its table; the star and the
 * pin beside the link, never inside it (a control inside a link is two controls in one).
 */
export function GameCard({ game }: { game: PreviewGame }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = t(gameNameKey(game.slug));
  const starred = useFavouriteGames((state) => state.games.includes(game.id));
  const toggleStar = useFavouriteGames((state) => state.toggle);
  const pinned = usePreferences((state) => state.pinnedGames.includes(game.id));
  const togglePin = usePreferences((state) => state.togglePinnedGame);
  const isNew = game.categories.includes(CASINO_CATEGORY.new);
  return (
    <li
      className={styles.card}
      data-testid={`casino-game-${game.slug}`}
      data-pinned={pinned || undefined}
    >
      <Link to={pathFor('casinoGame', { game: game.slug }, language)} className={styles.cardLink}>
        <span className={styles.art}>
          <img
            src={game.image}
            alt=""
            width={ART_WIDTH}
            height={ART_HEIGHT}
            loading="lazy"
            decoding="async"
          />
          <span className={styles.play} aria-hidden="true">
            <Icon name="chevronForward" size={22} mirrorInRtl />
          </span>
        </span>
        <span className={styles.cardBody}>
          <span className={styles.cardName}>{name}</span>
          <span className={styles.cardMeta}>
            <span className={styles.rtp} data-testid="casino-game-rtp">
              <ReturnText low={game.returnToPlayer} high={game.bestReturn} />
            </span>
            {isNew && <span className={styles.badge}>{t('casino_badge_new')}</span>}
          </span>
        </span>
      </Link>
      <div className={styles.cardActions}>
        <button
          type="button"
          className={styles.cardAction}
          aria-pressed={pinned}
          aria-label={t('casino_pin_game', { name })}
          title={t(pinned ? 'casino_unpin' : 'casino_pin')}
          data-testid="casino-pin"
          onClick={() => togglePin(game.id)}
        >
          <PinIcon size={18} />
        </button>
        <button
          type="button"
          className={styles.cardAction}
          data-kind="star"
          aria-pressed={starred}
          aria-label={t('casino_star_game', { name })}
          title={t(starred ? 'favorites_remove' : 'favorites_add')}
          data-testid="casino-star"
          onClick={() => toggleStar(game.id)}
        >
          <Icon name="star" size={18} />
        </button>
      </div>
    </li>
  );
}
