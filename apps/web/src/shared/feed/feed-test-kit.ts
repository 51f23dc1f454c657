import type { GameWire, OutcomeWire } from '@arenabet/contracts';

/** A game on the wire, as the feed sends it: football with 1X2 and two total lines. */
export function wireGame(id: number, overrides: Partial<GameWire> = {}): GameWire {
  return {
    I: id,
    LI: 10,
    L: 'Premier League',
    SI: 1,
    SN: 'Football',
    O1: `Home ${id}`,
    O2: `Away ${id}`,
    O1IMG: [],
    O2IMG: [],
    AE: [],
    S: 1_800_000_000,
    EC: 40,
    U: 1,
    E: [
      outcome(1, 1, 2.1),
      outcome(1, 2, 3.4),
      outcome(1, 3, 3.3),
      outcome(17, 9, 1.5, 1.5),
      outcome(17, 10, 2.6, 1.5),
      outcome(17, 9, 1.95, 2.5),
      outcome(17, 10, 1.87, 2.5),
    ],
    ...overrides,
  };
}

export function outcome(G: number, T: number, C: number, P?: number): OutcomeWire {
  return { G, T, C, CV: String(C), ...(P === undefined ? {} : { P }) };
}
