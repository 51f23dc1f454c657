import { describe, expect, it } from 'vitest';
import type { SourcePlayer } from '../feed/source.ts';
import { teamLineUp } from './line-ups.ts';
import { stadiumOf } from './stadium.ts';
import { finishedGame } from './statistics-test-kit.ts';

const POSITIONS = [
  'GK',
  'GK',
  'DF',
  'DF',
  'DF',
  'DF',
  'DF',
  'DF',
  'MF',
  'MF',
  'MF',
  'MF',
  'MF',
  'MF',
  'FW',
  'FW',
  'FW',
  'FW',
  'MF',
  'DF',
  'FW',
  'GK',
];
const SQUAD: SourcePlayer[] = POSITIONS.map((position, i) => ({
  id: 1000 + i,
  name: { en: `P${i}`, ru: `П${i}`, ar: `ل${i}` },
  number: i + 1,
  position,
}));

describe('teamLineUp', () => {
  it('fields a goalkeeper and ten outfield players in the formation given', () => {
    for (let gameId = 1; gameId <= 30; gameId += 1) {
      const lineUp = teamLineUp(finishedGame(gameId, 1, 2, [0, 0]), 1, SQUAD);
      const [keeper, ...outfield] = lineUp.lines;
      expect(keeper?.map((p) => p.position)).toEqual(['GK']);
      expect(outfield.map((line) => line.length).join('-')).toBe(lineUp.formation);
      expect(lineUp.lines.flat()).toHaveLength(11);
      const ids = [...lineUp.lines.flat(), ...lineUp.substitutes].map((p) => p.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('is the same for the same game, and puts the players the events name on the pitch', () => {
    const scorer = 1017;
    const game = finishedGame(7, 1, 2, [1, 0], {
      events: [
        { kind: 'goal', atSeconds: 10, side: 1, score: { home: 1, away: 0 }, playerId: scorer },
      ],
    });
    const lineUp = teamLineUp(game, 1, SQUAD);
    expect(teamLineUp(game, 1, SQUAD)).toEqual(lineUp);
    expect(lineUp.lines.flat().map((p) => p.id)).toContain(scorer);
  });

  it("starts the sport's number of players where there is no formation", () => {
    const basketball = { ...finishedGame(3, 1, 2, [80, 70]), sportId: 3 };
    const lineUp = teamLineUp(basketball, 1, SQUAD.slice(0, 12));
    expect(lineUp.formation).toBe('');
    expect(lineUp.lines).toHaveLength(1);
    expect(lineUp.lines[0]).toHaveLength(5);
    expect(lineUp.substitutes).toHaveLength(7);
  });
});

describe('stadiumOf', () => {
  const team = { id: 42, name: { en: 'Lions', ru: 'Львы', ar: 'الأسود' } };

  it('names the ground after the home team in the asked language, the same every time', () => {
    const en = stadiumOf(5, 1, team, 'England', 'en');
    expect(en.name).toBe('Lions Stadium');
    expect(stadiumOf(5, 1, team, 'Англия', 'ru').name).toBe('Стадион «Львы»');
    expect(stadiumOf(6, 3, team, 'England', 'en').name).toBe('Lions Arena');
    expect(stadiumOf(9, 1, team, 'England', 'en')).toEqual({ ...en, gameId: 9 });
    expect(en.capacity % 100).toBe(0);
    expect(en.capacity).toBeGreaterThanOrEqual(8000);
    expect(en.opened).toBeGreaterThanOrEqual(1905);
  });
});
