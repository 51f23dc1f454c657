import {
  type FeedGame,
  type SubscriptionEventKind,
  subscriptionEventNameKey,
} from '@arenabet/contracts';
import { GAME_STATUS } from '@arenabet/reference/games';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../../shared/api/error-text.ts';
import { HTTPError } from '../../../shared/api/errors.ts';
import { useSessionPlayer } from '../../../shared/favorites/session-player.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useRegistrationDialog } from '../../../shared/registration-dialog/registration-dialog-store.ts';
import buttons from '../../../shared/ui/button.module.css';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import {
  useGameEventTypes,
  useGameSubscription,
  useSaveGameSubscription,
} from '../api/game-subscription.ts';
import actions from './game-actions.module.css';
import styles from './subscription.module.css';

function isOver(game: FeedGame): boolean {
  return game.status === GAME_STATUS.SETTLED || game.status === GAME_STATUS.CANCELED;
}

/** The server's reason for a field, else the general text of the failure. */
function useFailureText(error: unknown): string | null {
  const { t, i18n } = useTranslation();
  if (!error) return null;
  const { exists } = i18n;
  const fields = error instanceof HTTPError ? error.validationErrors : {};
  const key = fields.events?.[0] ?? fields.gameId?.[0];
  return key && exists(key) ? t(key) : errorText(error, t, exists);
}

function SignInFirst({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const openRegistration = useRegistrationDialog((state) => state.open);
  return (
    <div className={styles.body}>
      <p className={styles.lead}>{t('game_subscribe_sign_in')}</p>
      <div className={styles.buttons}>
        <button
          type="button"
          className={buttons.primary}
          onClick={() => {
            onClose();
            openRegistration();
          }}
        >
          {t('game_subscribe_register')}
        </button>
      </div>
    </div>
  );
}

function EventsForm({ game, onClose }: { game: FeedGame; onClose(): void }) {
  const { t } = useTranslation();
  const types = useGameEventTypes(game.id, true);
  const current = useGameSubscription(game.id, true);
  const save = useSaveGameSubscription(game.id);
  const [chosen, setChosen] = useState<SubscriptionEventKind[] | null>(null);
  const events = chosen ?? current.data?.events ?? [];
  const failure = useFailureText(save.error ?? types.error ?? current.error);

  const toggle = (event: SubscriptionEventKind) =>
    setChosen(events.includes(event) ? events.filter((e) => e !== event) : [...events, event]);

  const onSubmit = (submit: FormEvent) => {
    submit.preventDefault();
    save.mutate(events, { onSuccess: onClose });
  };

  return (
    <form className={styles.body} onSubmit={onSubmit} data-testid="subscription-form">
      <p className={styles.lead}>{t('game_subscribe_lead')}</p>
      <fieldset className={styles.events} disabled={!types.data || save.isPending}>
        <legend className="visually-hidden">{t('game_subscribe_events')}</legend>
        {(types.data ?? []).map(({ event }) => (
          <label key={event} className={styles.event}>
            <input
              type="checkbox"
              checked={events.includes(event)}
              onChange={() => toggle(event)}
            />
            <span>{t(subscriptionEventNameKey(event))}</span>
          </label>
        ))}
      </fieldset>
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.buttons}>
        <button type="submit" className={buttons.primary} disabled={save.isPending || !types.data}>
          {events.length === 0 && (current.data?.events.length ?? 0) > 0
            ? t('game_subscribe_stop')
            : t('game_subscribe_save')}
        </button>
        <button type="button" className={buttons.secondary} onClick={onClose}>
          {t('game_subscribe_cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * Notifications of the game's events (goal, red card, period end, result) while the site is
 * open: the bell opens the choice; a ringing bell means the player follows the game.
 */
export function SubscriptionBell({ game }: { game: FeedGame }) {
  const { t } = useTranslation();
  const player = useSessionPlayer();
  const [open, setOpen] = useState(false);
  const signedIn = typeof player === 'number';
  const current = useGameSubscription(game.id, signedIn);
  if (isOver(game)) return null;
  const following = (current.data?.events.length ?? 0) > 0;
  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        className={actions.action}
        aria-pressed={following}
        onClick={() => setOpen(true)}
        data-testid="game-subscription"
      >
        <Icon name={following ? 'bellActive' : 'bell'} size={18} />
        <span className={actions.actionLabel}>
          {following ? t('game_subscribed') : t('game_subscribe')}
        </span>
      </button>
      <Dialog open={open} title={t('game_subscribe_title')} onClose={close}>
        {signedIn ? <EventsForm game={game} onClose={close} /> : <SignInFirst onClose={close} />}
      </Dialog>
    </>
  );
}
