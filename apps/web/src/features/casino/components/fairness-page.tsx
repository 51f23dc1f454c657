import { colourOf } from '@arenabet/domain/casino/games/roulette-layout';
import { commitmentOf } from '@arenabet/domain/casino/provably-fair';
import { useDeferredValue, useId } from 'react';
import { useAddressState } from '../../../shared/hooks/use-address-state.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { usePageTitle } from '../../../shared/ui/page/page-title.tsx';
import { replayRound } from '../lib/replay-round.ts';
import { rollText } from '../lib/round-outcome.ts';
import {
  GAME_NAME_KEYS,
  isSeededGame,
  isSharedTable,
  type SeededGameSlug,
  TABLE_GAMES,
  type TableGameSlug,
} from '../lib/table-games.ts';
import { nonceOf, readVerifyForm, type VerifyForm, writeVerifyForm } from '../lib/verify-link.ts';
import { FairIcon } from './casino-icons.tsx';
import layout from './casino-page.module.css';
import styles from './fairness.module.css';
import { Reels } from './gem-mine-reels.tsx';
import { Pocket } from './outcome-view.tsx';
import { PlayingCard } from './playing-card.tsx';
import { monoClass } from './seed-list.tsx';
import { SharedTableResult, SharedTableScheme } from './shared-table-verify.tsx';

/**
 * The verification page: any round recomputed in the browser from its seeds, as the scheme
 * publishes it. The server seed's SHA-256 is held against the commitment shown before play, and
 * the round drawn again from HMAC-SHA256(server seed, client seed:nonce:cursor).
 */
export function FairnessPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('casino_fairness_title'));
  const [form, setForm] = useAddressState(readVerifyForm, writeVerifyForm);
  const set = (changes: Partial<VerifyForm>) => setForm({ ...form, ...changes });
  return (
    <div className={layout.page} data-testid="casino-fairness-page">
      <header className={layout.header}>
        <BackLink to={pathFor('casino', {}, language)} label={t('casino_back_to_lobby')} />
        <h1 className={styles.title}>
          <FairIcon size={30} />
          {t('casino_fairness_title')}
        </h1>
        <p className={styles.lead}>{t('casino_fairness_lead')}</p>
      </header>
      <div className={layout.columns}>
        <VerifyFields form={form} onChange={set} />
        <VerifyResult form={useDeferredValue(form)} />
      </div>
      <section className={styles.scheme} aria-labelledby="casino-scheme-title">
        <h2 id="casino-scheme-title" className={styles.sectionTitle}>
          {t('casino_scheme_title')}
        </h2>
        {isSharedTable(form.game) ? (
          <SharedTableScheme />
        ) : (
          <ol className={styles.steps}>
            <li>{t('casino_scheme_commit')}</li>
            <li>{t('casino_scheme_client')}</li>
            <li>{t('casino_scheme_words')}</li>
            <li>{t('casino_scheme_map')}</li>
            <li>{t('casino_scheme_reveal')}</li>
          </ol>
        )}
      </section>
    </div>
  );
}

function VerifyFields({
  form,
  onChange,
}: {
  form: VerifyForm;
  onChange(changes: Partial<VerifyForm>): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const shared = isSharedTable(form.game);
  const field = (
    name: 'serverSeed' | 'clientSeed' | 'commitment',
    label: string,
    hint?: string,
  ) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className={styles.input}
        value={form[name]}
        dir="ltr"
        spellCheck={false}
        autoComplete="off"
        aria-describedby={hint ? `${id}-${name}-hint` : undefined}
        data-testid={`verify-${name}`}
        onChange={(event) => onChange({ [name]: event.target.value })}
      />
      {hint && (
        <p id={`${id}-${name}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
  return (
    <form
      className={styles.form}
      onSubmit={(event) => event.preventDefault()}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('casino_verify_round')}
      </h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-game`} className={styles.label}>
          {t('casino_verify_game')}
        </label>
        <select
          id={`${id}-game`}
          className={styles.input}
          value={form.game}
          data-testid="verify-game"
          onChange={(event) => onChange({ game: event.target.value as TableGameSlug })}
        >
          {TABLE_GAMES.map((slug) => (
            <option key={slug} value={slug}>
              {t(GAME_NAME_KEYS[slug])}
            </option>
          ))}
        </select>
      </div>
      {shared
        ? field('serverSeed', t('casino_round_hash'), t('casino_round_hash_hint'))
        : field('serverSeed', t('casino_server_seed'), t('casino_server_seed_hint'))}
      {field('clientSeed', t(shared ? 'casino_chain_salt' : 'casino_client_seed'))}
      <div className={styles.field}>
        <label htmlFor={`${id}-nonce`} className={styles.label}>
          {t(shared ? 'casino_chain_position' : 'casino_round_nonce')}
        </label>
        <input
          id={`${id}-nonce`}
          className={styles.input}
          value={form.nonce}
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          data-testid="verify-nonce"
          onChange={(event) =>
            onChange({ nonce: event.target.value.replace(/\D/g, '').slice(0, 9) })
          }
        />
      </div>
      {shared
        ? field('commitment', t('casino_chain_commitment'), t('casino_chain_commitment_hint'))
        : field('commitment', t('casino_seed_commitment'), t('casino_commitment_hint'))}
    </form>
  );
}

function VerifyResult({ form }: { form: VerifyForm }) {
  return isSeededGame(form.game) ? (
    <SeededResult form={form} game={form.game} />
  ) : (
    <SharedTableResult form={form} game={form.game} />
  );
}

function SeededResult({ form, game }: { form: VerifyForm; game: SeededGameSlug }) {
  const { t } = useTranslation();
  const nonce = nonceOf(form.nonce);
  const ready = form.serverSeed !== '' && form.clientSeed !== '' && nonce !== undefined;
  const hash = form.serverSeed ? commitmentOf(form.serverSeed) : undefined;
  const commitment = form.commitment.trim().toLowerCase();
  const replayed =
    ready && nonce !== undefined
      ? replayRound(game, { serverSeed: form.serverSeed, clientSeed: form.clientSeed, nonce })
      : undefined;
  return (
    <section className={styles.result} aria-labelledby="casino-verify-result" aria-live="polite">
      <h2 id="casino-verify-result" className={styles.sectionTitle}>
        {t('casino_verify_result')}
      </h2>
      <div className={styles.resultRow}>
        <span className={styles.label}>{t('casino_verify_hash')}</span>
        <span className={monoClass} dir="ltr" data-testid="verify-hash">
          {hash ?? '—'}
        </span>
        {hash && commitment && (
          <span
            className={styles.check}
            data-holds={hash === commitment}
            data-testid="verify-commitment-check"
          >
            {t(
              hash === commitment
                ? 'casino_verify_commitment_holds'
                : 'casino_verify_commitment_fails',
            )}
          </span>
        )}
      </div>
      {replayed ? (
        <div className={styles.outcome} data-testid="verify-outcome">
          <span className={styles.label}>
            {t('casino_verify_outcome', { game: t(GAME_NAME_KEYS[form.game]) })}
          </span>
          <Replayed outcome={replayed.outcome} />
          {/* Blackjack's list reads as many blocks as its cards, not as its round did. */}
          {replayed.outcome.game !== 'blackjack' && (
            <span className={styles.hint}>
              {t('casino_verify_blocks', { count: replayed.blocks })}
            </span>
          )}
        </div>
      ) : (
        <p className={styles.hint}>{t('casino_verify_fill')}</p>
      )}
    </section>
  );
}

function Replayed({ outcome }: { outcome: ReturnType<typeof replayRound>['outcome'] }) {
  const { t } = useTranslation();
  switch (outcome.game) {
    case 'roulette':
      return (
        <span className={styles.pocket}>
          <Pocket pocket={outcome.pocket} size="l" />
          <span>{t(`casino_colour_${colourOf(outcome.pocket)}`)}</span>
        </span>
      );
    case 'dice':
      return (
        <span className={styles.big} dir="ltr" data-testid="verify-roll">
          {rollText(outcome.roll)}
        </span>
      );
    case 'keno':
      return (
        <ol className={styles.balls} dir="ltr" data-testid="verify-drawn">
          {outcome.drawn.map((n) => (
            <li key={n} className={styles.ball}>
              {n}
            </li>
          ))}
        </ol>
      );
    case 'baccarat':
      return (
        <div className={styles.coup} dir="ltr">
          <p className={styles.verdict} dir="auto" data-testid="verify-baccarat-result">
            {outcome.result === 'tie'
              ? t('casino_baccarat_result_tie', { total: outcome.playerTotal })
              : t('casino_baccarat_result', {
                  side: t(
                    outcome.result === 'player'
                      ? 'casino_baccarat_player'
                      : 'casino_baccarat_banker',
                  ),
                  won: outcome.result === 'player' ? outcome.playerTotal : outcome.bankerTotal,
                  lost: outcome.result === 'player' ? outcome.bankerTotal : outcome.playerTotal,
                })}
          </p>
          {(['player', 'banker'] as const).map((hand) => (
            <div key={hand} className={styles.hand}>
              <span className={styles.label}>
                {t(hand === 'player' ? 'casino_baccarat_player' : 'casino_baccarat_banker')}{' '}
                <strong data-testid={`verify-${hand}-total`}>
                  {hand === 'player' ? outcome.playerTotal : outcome.bankerTotal}
                </strong>
              </span>
              <span className={styles.cards}>
                {outcome[hand].map((card, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a hand may hold one card twice
                  <PlayingCard key={index} card={card} />
                ))}
              </span>
            </div>
          ))}
        </div>
      );
    case 'blackjack':
      return (
        <div className={styles.coup}>
          <p className={styles.hint}>{t('casino_verify_deck')}</p>
          <ol className={styles.deck} dir="ltr" data-testid="verify-deck">
            {outcome.deck.map((card, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the deck may deal one card twice
              <li key={index}>
                <PlayingCard card={card} />
              </li>
            ))}
          </ol>
        </div>
      );
    case 'gem-mine':
      return (
        <div className={styles.coup}>
          <Reels spin={outcome.spins[0]} />
          <p data-testid="verify-slot-spins">
            {t('casino_slot_outcome', {
              lines: outcome.spins[0]?.lineWins.length ?? 0,
              free: outcome.spins.length - 1,
            })}
          </p>
          {outcome.jackpotWord !== undefined && (
            <p className={styles.hint} data-testid="verify-jackpot">
              {t('casino_verify_jackpot', { value: jackpotNumberText(outcome.jackpotWord) })}
            </p>
          )}
        </div>
      );
  }
}

/** The jackpot's 52-bit draw as the fraction of its range it is, to its last bit. */
function jackpotNumberText(word: number): string {
  return (word / 2 ** 52).toFixed(16);
}
