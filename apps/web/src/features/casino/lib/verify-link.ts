import { isTableGame, type TableGameSlug } from './table-games.ts';

/*
 * The verification page's form in its address, so a round of the history opens it filled in:
 * `/casino/fairness?game=dice&serverSeed=…&clientSeed=…&nonce=3&commitment=…`.
 */

export interface VerifyForm {
  game: TableGameSlug;
  serverSeed: string;
  clientSeed: string;
  /** As typed: a whole number from 0 once valid. */
  nonce: string;
  /** The published hash to hold the server seed against, when the round named one. */
  commitment: string;
}

export interface VerifiableRound {
  game: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  commitment: string;
}

/** The longest a pasted seed is kept: far past any seed, far short of a page of text. */
const FIELD_MAX = 200;

export function readVerifyForm(params: URLSearchParams): VerifyForm {
  const game = params.get('game') ?? undefined;
  const field = (name: string) => (params.get(name) ?? '').slice(0, FIELD_MAX);
  return {
    game: isTableGame(game) ? game : 'roulette',
    serverSeed: field('serverSeed'),
    clientSeed: field('clientSeed'),
    nonce: /^\d{0,9}$/.test(field('nonce')) ? field('nonce') : '',
    commitment: field('commitment'),
  };
}

export function verifySearch(round: VerifiableRound): string {
  const params = new URLSearchParams({
    game: round.game,
    ...(round.serverSeed ? { serverSeed: round.serverSeed } : {}),
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    commitment: round.commitment,
  });
  return `?${params.toString()}`;
}

/** The nonce as a number once it is one the scheme counts (0 and up, whole). */
export function nonceOf(text: string): number | undefined {
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

/** The form back into the address, empty fields left out. */
export function writeVerifyForm(form: VerifyForm): URLSearchParams {
  const params = new URLSearchParams({ game: form.game });
  for (const name of ['serverSeed', 'clientSeed', 'nonce', 'commitment'] as const) {
    if (form[name]) params.set(name, form[name]);
  }
  return params;
}
