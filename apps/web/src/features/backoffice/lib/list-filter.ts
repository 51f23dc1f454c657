import { PAYMENT_STATUSES, type PaymentStatus } from '@arenabet/contracts/payments';

/** The status filter's value in the address: one status, or every status. */
export type StatusChoice = PaymentStatus | 'all';
export const STATUS_CHOICES: readonly StatusChoice[] = ['all', ...PAYMENT_STATUSES];

export const STATUS_PARAM = 'status';
export const PLAYER_PARAM = 'player';

/** Account numbers are positive integers the database can hold (int4). */
const MAX_PLAYER_ID = 2_147_483_647;

/** An account number typed by the operator, or null when it is not one. */
export function parsePlayerId(text: string | null | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return id >= 1 && id <= MAX_PLAYER_ID ? id : null;
}

const isStatusChoice = (value: string | null): value is StatusChoice =>
  value !== null && (STATUS_CHOICES as readonly string[]).includes(value);

export interface ListFilter {
  status: StatusChoice;
  playerId: number | null;
}

/**
 * The list's filter from the address (`?status=success&player=12`), so a reload or a shared link
 * shows the same rows. An unknown status falls back to the list's default.
 */
export function readListFilter(params: URLSearchParams, defaultStatus: StatusChoice): ListFilter {
  const status = params.get(STATUS_PARAM);
  return {
    status: isStatusChoice(status) ? status : defaultStatus,
    playerId: parsePlayerId(params.get(PLAYER_PARAM)),
  };
}

/** The address's parameters for a filter; the default status is left out to keep links short. */
export function writeListFilter(filter: ListFilter, defaultStatus: StatusChoice): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status !== defaultStatus) params.set(STATUS_PARAM, filter.status);
  if (filter.playerId !== null) params.set(PLAYER_PARAM, String(filter.playerId));
  return params;
}

/** The list call's status: 'all' sends none. */
export const statusOf = (choice: StatusChoice): PaymentStatus | null =>
  choice === 'all' ? null : choice;
