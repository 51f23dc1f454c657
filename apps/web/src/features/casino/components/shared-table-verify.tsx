import type { SharedTableGameSlug } from '@arenabet/contracts/casino-tables';
import { colourOf } from '@arenabet/domain/casino/games/roulette-layout';
import { isOnChain } from '@arenabet/domain/casino/hash-chain';
import { tableOutcomeOf } from '@arenabet/domain/casino/shared-tables';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { crashText } from '../lib/crash-view.ts';
import { GAME_NAME_KEYS } from '../lib/table-games.ts';
import { nonceOf, type VerifyForm } from '../lib/verify-link.ts';
import styles from './fairness.module.css';
import { Pocket } from './outcome-view.tsx';

/** The verification of a shared table's round: the hash is on the published chain; its outcome. */
export function SharedTableResult({ form, game }: { form: VerifyForm; game: SharedTableGameSlug }) {
  const { t } = useTranslation();
  const position = nonceOf(form.nonce);
  const hash = form.serverSeed.trim().toLowerCase();
  const salt = form.clientSeed;
  const commitment = form.commitment.trim().toLowerCase();
  const ready =
    /^[0-9a-f]{64}$/.test(hash) && salt !== '' && position !== undefined && position > 0;
  const onChain = ready && commitment !== '' ? isOnChain(hash, commitment, position) : undefined;
  const outcome = ready ? tableOutcomeOf(game, { hash, salt, position }) : undefined;
  return (
    <section className={styles.result} aria-labelledby="casino-verify-result" aria-live="polite">
      <h2 id="casino-verify-result" className={styles.sectionTitle}>
        {t('casino_verify_result')}
      </h2>
      {onChain !== undefined && (
        <div className={styles.resultRow}>
          <span className={styles.label}>{t('casino_chain_check')}</span>
          <span className={styles.check} data-holds={onChain} data-testid="verify-chain-check">
            {t(onChain ? 'casino_chain_holds' : 'casino_chain_fails', { count: position })}
          </span>
        </div>
      )}
      {outcome ? (
        <div className={styles.outcome} data-testid="verify-outcome">
          <span className={styles.label}>
            {t('casino_verify_outcome', { game: t(GAME_NAME_KEYS[game]) })}
          </span>
          {'crashPoint' in outcome ? (
            <span className={styles.big} dir="ltr" data-testid="verify-crash-point">
              {crashText(outcome.crashPoint)}
            </span>
          ) : (
            <span className={styles.pocket}>
              <Pocket pocket={outcome.pocket} size="l" />
              <span>{t(`casino_colour_${colourOf(outcome.pocket)}`)}</span>
            </span>
          )}
        </div>
      ) : (
        <p className={styles.hint}>{t('casino_chain_fill')}</p>
      )}
    </section>
  );
}

/** How a shared table's rounds are drawn, in the order a player checks them. */
export function SharedTableScheme() {
  const { t } = useTranslation();
  return (
    <ol className={styles.steps}>
      <li>{t('casino_chain_scheme_commit')}</li>
      <li>{t('casino_chain_scheme_reveal')}</li>
      <li>{t('casino_chain_scheme_crash')}</li>
      <li>{t('casino_chain_scheme_wheel')}</li>
    </ol>
  );
}
