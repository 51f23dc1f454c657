import { i18nKey } from '../../../shared/i18n/i18n-key.ts';

/**
 * The ledger's movement kinds (the `kind` of a transaction, written by the payments and bets
 * modules and the casino wallet) and the words an operator reads for them. A kind added on the
 * server and not here still shows, as its code, until it gets its words.
 */
const KIND_TEXTS: Readonly<Record<string, string>> = {
  deposit: i18nKey('backoffice_ledger_kind_deposit'),
  deposit_refund: i18nKey('backoffice_ledger_kind_deposit_refund'),
  deposit_refund_reversal: i18nKey('backoffice_ledger_kind_deposit_refund_reversal'),
  withdrawal_hold: i18nKey('backoffice_ledger_kind_withdrawal_hold'),
  withdrawal_payout: i18nKey('backoffice_ledger_kind_withdrawal_payout'),
  withdrawal_return: i18nKey('backoffice_ledger_kind_withdrawal_return'),
  bet_stake: i18nKey('backoffice_ledger_kind_bet_stake'),
  bet_settle: i18nKey('backoffice_ledger_kind_bet_settle'),
  bet_resettle: i18nKey('backoffice_ledger_kind_bet_resettle'),
  bets_settled: i18nKey('backoffice_ledger_kind_bets_settled'),
  bet_sale: i18nKey('backoffice_ledger_kind_bet_sale'),
  bet_insurance: i18nKey('backoffice_ledger_kind_bet_insurance'),
  insurance_claim: i18nKey('backoffice_ledger_kind_insurance_claim'),
  vip_bet_hold: i18nKey('backoffice_ledger_kind_vip_bet_hold'),
  vip_bet_release: i18nKey('backoffice_ledger_kind_vip_bet_release'),
  advance_stake: i18nKey('backoffice_ledger_kind_advance_stake'),
  advance_repay: i18nKey('backoffice_ledger_kind_advance_repay'),
  advance_cancel: i18nKey('backoffice_ledger_kind_advance_cancel'),
  casino_bet: i18nKey('backoffice_ledger_kind_casino_bet'),
  casino_win: i18nKey('backoffice_ledger_kind_casino_win'),
  casino_rollback: i18nKey('backoffice_ledger_kind_casino_rollback'),
};

/** The dictionary key of a movement kind's words, or null for a kind without words yet. */
export function ledgerKindText(kind: string): string | null {
  return Object.hasOwn(KIND_TEXTS, kind) ? (KIND_TEXTS[kind] ?? null) : null;
}

export const LEDGER_KINDS: readonly string[] = Object.keys(KIND_TEXTS);
