import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedChamp, FeedGame, FeedOutcome } from './feed-model.ts';
import {
  decodeChamp,
  decodeGame,
  encodeChamp,
  encodeGame,
  encodeGroupEvents,
  oddsText,
} from './feed-wire.ts';
import { champWire, gameWire } from './feed-wire-schemas.ts';

/* The one mapping, pinned rule by rule as the format's outside clients read it. */

function outcome(group: number, type: number, odds: number, line?: number): FeedOutcome {
  return {
    group,
    type,
    odds,
    oddsText: oddsText(odds),
    ...(line === undefined ? {} : { line }),
    locked: false,
  };
}

const W1 = outcome(1, 1, 2.1);
const X = outcome(1, 2, 3.4);
const W2 = outcome(1, 3, 3.6);
const over = (line: number, odds: number) => outcome(17, 9, odds, line);
const under = (line: number, odds: number) => outcome(17, 10, odds, line);
const h1 = (line: number, odds: number) => outcome(2, 7, odds, line);
const h2 = (line: number, odds: number) => outcome(2, 8, odds, line);

function game(overrides: Partial<FeedGame> = {}): FeedGame {
  return {
    id: 7,
    champId: 11,
    champName: 'Premier League',
    sportId: 1,
    sportName: 'Football',
    home: { id: 101, name: 'Rovers' },
    away: { id: 102, name: 'United' },
    startsAt: 1_774_191_600,
    marketCount: 12,
    subGames: [],
    version: 3,
    priority: 0,
    outcomes: [W1, X, W2],
    ...overrides,
  };
}

const codes = (column: { T: number; P?: number | undefined }[]) =>
  column.map((e) => (e.P === undefined ? e.T : `${e.T}@${e.P}`));

describe('GetGameZip with GroupEvents: GE columns', () => {
  it('lays 1X2 out as [[W1], [X], [W2]] and a result without a draw as [[W1], [W2]]', () => {
    expect(encodeGroupEvents([W2, W1, X]).map((m) => m.E.map(codes))).toEqual([[[1], [2], [3]]]);
    expect(encodeGroupEvents([W2, W1]).map((m) => m.E.map(codes))).toEqual([[[1], [3]]]);
  });

  it('puts all overs in E[0] and all unders in E[1], of equal length, lined up by P', () => {
    const [total] = encodeGroupEvents([
      under(3.5, 1.4),
      over(1.5, 1.3),
      under(1.5, 3),
      over(3.5, 2.8),
    ]);
    expect(total?.E.map(codes)).toEqual([
      ['9@1.5', '9@3.5'],
      ['10@1.5', '10@3.5'],
    ]);
  });

  it('lines a handicap up the same way: H1 with the H2 of the opposite (or the same) line', () => {
    const [handicap] = encodeGroupEvents([h2(1.5, 1.8), h1(0, 1.5), h1(-1.5, 2.0), h2(0, 2.6)]);
    expect(handicap?.E.map(codes)).toEqual([
      ['7@-1.5', '7@0'],
      ['8@1.5', '8@0'],
    ]);
    const sameLine = encodeGroupEvents([h1(-1.5, 2.0), h2(-1.5, 1.8)]);
    expect(sameLine[0]?.E.map(codes)).toEqual([['7@-1.5'], ['8@-1.5']]);
  });

  it('keeps every outcome of complete line markets, in columns of equal length', () => {
    const lines = fc.uniqueArray(fc.integer({ min: -8, max: 8 }), { maxLength: 6 });
    fc.assert(
      fc.property(lines, lines, (totals, handicaps) => {
        const outcomes = [
          ...totals.flatMap((n) => [over(n + 0.5, 1.9), under(n + 0.5, 1.9)]),
          ...handicaps.flatMap((n) => [h1(n, 1.9), h2(-n, 1.9)]),
        ].reverse();
        const groups = encodeGroupEvents(outcomes);
        for (const market of groups) {
          expect(market.E).toHaveLength(2);
          expect(market.E[0]?.length).toBe(market.E[1]?.length);
        }
        expect(groups.flatMap((m) => m.E.flat())).toHaveLength(outcomes.length);
      }),
    );
  });

  it('leaves out a line side whose other side is missing, keeping the columns equal', () => {
    const [total] = encodeGroupEvents([over(1.5, 1.3), under(1.5, 3), over(2.5, 1.9)]);
    expect(total?.E.map(codes)).toEqual([['9@1.5'], ['10@1.5']]);
  });

  it('orders markets by the dictionary (GS) and keeps G on every event', () => {
    const groups = encodeGroupEvents([
      over(2.5, 1.9),
      under(2.5, 1.9),
      W1,
      X,
      W2,
      h1(0, 1.9),
      h2(0, 1.9),
    ]);
    expect(groups.map((m) => [m.G, m.GS])).toEqual([
      [1, 1],
      [2, 3],
      [17, 4],
    ]);
    for (const market of groups) {
      expect(market.E.flat().every((e) => e.G === market.G)).toBe(true);
    }
  });

  it('replaces the flat E, and decodes back to the same outcomes', () => {
    const outcomes = [W1, X, W2, over(2.5, 1.9), under(2.5, 1.9), h1(-1, 2), h2(1, 1.8)];
    const grouped = encodeGame(game({ outcomes }), 'grouped');
    expect(grouped.E).toBeUndefined();
    expect(grouped.GE?.length).toBe(3);
    const sortKey = (o: FeedOutcome) => `${o.group}:${o.type}:${o.line}`;
    expect(decodeGame(gameWire.parse(grouped)).outcomes.map(sortKey).sort()).toEqual(
      outcomes.map(sortKey).sort(),
    );
    const flat = encodeGame(game({ outcomes }));
    expect(flat.GE).toBeUndefined();
    expect(flat.E).toHaveLength(outcomes.length);
  });
});

describe('fields clients index without checking', () => {
  it('always sends AE, O1IMG and O2IMG as lists, and CV as a string', () => {
    const race = encodeGame(game({ away: undefined, outcomes: [outcome(201, 2001, 3.5)] }));
    expect(race).toMatchObject({ AE: [], O1IMG: [], O2IMG: [] });
    expect(race.E?.[0]?.CV).toBe('3.50');
    expect(gameWire.safeParse({ ...race, AE: undefined }).success).toBe(false);
    expect(gameWire.safeParse({ ...race, O1IMG: undefined }).success).toBe(false);
  });

  it('sends a list’s other lines in AE as {G, ME} per market', () => {
    const wire = encodeGame(
      game({
        outcomes: [W1, X, W2, over(2.5, 1.9), under(2.5, 1.9)],
        additional: [over(1.5, 1.3), under(1.5, 3), h1(-1, 2), h2(1, 1.8)],
      }),
    );
    expect(wire.AE.map((m) => [m.G, codes(m.ME)])).toEqual([
      [17, ['9@1.5', '10@1.5']],
      [2, ['7@-1', '8@1']],
    ]);
    expect(decodeGame(wire).additional).toHaveLength(4);
  });

  it('lists sub-games as {CI, N, PN, TG, I} with TG a string', () => {
    const wire = encodeGame(
      game({
        subGames: [
          { id: 9007, number: 1, periodName: '1st half', kind: 0, kindName: '', marketCount: 6 },
        ],
      }),
    );
    expect(wire.SG).toEqual([{ CI: 9007, I: 9007, N: 1, PN: '1st half', TG: '', TI: 0, EC: 6 }]);
    expect(decodeGame(wire).subGames[0]).toMatchObject({ id: 9007, number: 1, kindName: '' });
  });
});

describe('GetChampsZip: the champ kind T', () => {
  const champ: FeedChamp = {
    id: 11,
    name: 'Premier League',
    sportId: 1,
    gameCount: 4,
    isTop: true,
  };

  it('is an integer, 1000 for a top champ and 0 for any other, never a boolean', () => {
    expect(encodeChamp(champ).T).toBe(1000);
    expect(encodeChamp({ ...champ, isTop: false }).T).toBe(0);
    expect(champWire.safeParse({ ...encodeChamp(champ), T: true }).success).toBe(false);
    expect(decodeChamp(encodeChamp(champ)).isTop).toBe(true);
    expect(decodeChamp(encodeChamp({ ...champ, isTop: false })).isTop).toBe(false);
  });
});

it('decodes what it encodes, field for field (the flat layout)', () => {
  const original = game({
    home: { id: 101, name: 'Rovers', nameEn: 'Rovers', images: [] },
    away: { id: 102, name: 'United', nameEn: 'United', images: [] },
    additional: [],
    outcomes: [W1, X, W2, { ...over(2.5, 1.9), locked: true }, under(2.5, 1.9)],
  });
  expect(decodeGame(gameWire.parse(JSON.parse(JSON.stringify(encodeGame(original)))))).toEqual(
    original,
  );
});
