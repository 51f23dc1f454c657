import type { SeedPair } from '@arenabet/contracts/casino';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/error-text.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import buttons from '../../../shared/ui/button.module.css';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { type CasinoTable, clientSeedProblem } from '../hooks/use-casino-table.ts';
import { refusalKey } from '../lib/refusal.ts';
import { verifySearch } from '../lib/verify-link.ts';
import { FairIcon } from './casino-icons.tsx';
import styles from './game-page.module.css';
import { SeedList, SeedRow } from './seed-list.tsx';

/**
 * The seeds of play: the commitment to the server seed in play (published before any round of
 * it), the client seed and the next round's nonce; a new client seed rotates the pair, which
 * reveals the old server seed so its rounds can be recomputed.
 */
export function FairnessPanel({ table }: { table: CasinoTable }) {
  const { t } = useTranslation();
  const { inPlay, revealed, failed } = table.seeds;
  const [latest] = revealed;
  return (
    <section
      className={styles.panel}
      aria-labelledby="casino-fair-title"
      data-testid="casino-fairness"
    >
      <h2 id="casino-fair-title" className={styles.panelTitle}>
        <FairIcon size={20} />
        {t('casino_provably_fair')}
      </h2>
      <p className={styles.panelText}>{t('casino_fair_text')}</p>
      {failed && <p role="alert">{t('casino_seeds_failed')}</p>}
      {inPlay && (
        <SeedList>
          <SeedRow
            label={t('casino_seed_commitment')}
            value={inPlay.commitment}
            testId="casino-commitment"
          />
          <SeedRow
            label={t('casino_client_seed')}
            value={inPlay.clientSeed}
            testId="casino-client-seed"
          />
          <SeedRow
            label={t('casino_next_nonce')}
            value={String(inPlay.nonce)}
            testId="casino-nonce"
          />
          <SeedRow
            label={t('casino_next_commitment')}
            value={inPlay.nextCommitment}
            testId="casino-next-commitment"
          />
        </SeedList>
      )}
      <RotateForm table={table} />
      {latest && <RevealedPair pair={latest} game={table.slug} />}
    </section>
  );
}

function RotateForm({ table }: { table: CasinoTable }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<unknown>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const seed = value.trim();
    const key = clientSeedProblem(seed);
    setProblem(key);
    setFailure(undefined);
    if (key) return;
    try {
      await table.rotate(seed);
      setValue('');
    } catch (error) {
      setFailure(error);
    }
  };
  const refusal = failure === undefined ? undefined : refusalKey(failure);
  const message = problem
    ? t(problem, { max: 64 })
    : failure === undefined
      ? undefined
      : refusal && i18n.exists(refusal)
        ? t(refusal, { max: 64 })
        : errorText(failure, t, i18n.exists);
  return (
    <form className={styles.rotate} onSubmit={submit} noValidate data-testid="casino-rotate">
      <label htmlFor={id} className={styles.fieldLabel}>
        {t('casino_new_client_seed')}
      </label>
      <div className={styles.rotateRow}>
        <input
          id={id}
          className={styles.input}
          value={value}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : `${id}-hint`}
          data-testid="casino-client-seed-input"
          onChange={(event) => setValue(event.target.value)}
        />
        <button
          type="submit"
          className={buttons.secondary}
          disabled={table.rotating || table.mode === 'pending'}
        >
          {table.rotating && <Spinner />}
          {t('casino_rotate_seeds')}
        </button>
      </div>
      {message ? (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {message}
        </p>
      ) : (
        <p id={`${id}-hint`} className={styles.fieldHint}>
          {t('casino_rotate_hint')}
        </p>
      )}
    </form>
  );
}

function RevealedPair({ pair, game }: { pair: SeedPair; game: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const lastNonce = pair.nonce - 1;
  return (
    <div className={styles.revealed} data-testid="casino-revealed">
      <h3 className={styles.revealedTitle}>{t('casino_revealed_title')}</h3>
      <SeedList>
        <SeedRow
          label={t('casino_server_seed')}
          value={pair.serverSeed ?? ''}
          testId="casino-revealed-seed"
        />
        <SeedRow
          label={t('casino_seed_commitment')}
          value={pair.commitment}
          testId="casino-revealed-commitment"
        />
        <SeedRow
          label={t('casino_client_seed')}
          value={pair.clientSeed}
          testId="casino-revealed-client"
        />
        <SeedRow
          label={t('casino_rounds_played')}
          value={String(pair.nonce)}
          testId="casino-revealed-rounds"
        />
      </SeedList>
      {lastNonce >= 0 && (
        <Link
          className={styles.textButton}
          data-testid="casino-verify-revealed"
          to={`${pathFor('casinoFairness', {}, language)}${verifySearch({ ...pair, game, nonce: lastNonce })}`}
        >
          {t('casino_verify_last_round')}
        </Link>
      )}
    </div>
  );
}
