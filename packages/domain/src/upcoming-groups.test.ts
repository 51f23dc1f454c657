import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupUpcoming, UPCOMING_GROUPS, upcomingGroup } from './upcoming-groups.ts';

const HOUR = 3_600_000;
const now = Date.UTC(2025, 0, 1, 12);

describe('upcomingGroup', () => {
  it('puts each game in its window, lower bound included', () => {
    expect(upcomingGroup(now + 1, now)).toBe('0-2h');
    expect(upcomingGroup(now + 2 * HOUR - 1, now)).toBe('0-2h');
    expect(upcomingGroup(now + 2 * HOUR, now)).toBe('2-4h');
    expect(upcomingGroup(now + 4 * HOUR, now)).toBe('over4h');
    expect(upcomingGroup(new Date(now + 30 * HOUR), new Date(now))).toBe('over4h');
  });

  it('leaves out started games and invalid dates', () => {
    expect(upcomingGroup(now, now)).toBeNull();
    expect(upcomingGroup(now - HOUR, now)).toBeNull();
    expect(upcomingGroup(new Date('nonsense'), now)).toBeNull();
  });
});

describe('groupUpcoming', () => {
  it('groups in input order', () => {
    const games = [
      { id: 1, at: now + 3 * HOUR },
      { id: 2, at: now + HOUR },
      { id: 3, at: now - HOUR },
      { id: 4, at: now + 0.5 * HOUR },
    ];
    const groups = groupUpcoming(games, (g) => g.at, now);
    expect(groups['0-2h'].map((g) => g.id)).toEqual([2, 4]);
    expect(groups['2-4h'].map((g) => g.id)).toEqual([1]);
    expect(groups.over4h).toEqual([]);
  });

  it('the group never moves earlier as the start moves later', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10 * HOUR }), fc.nat({ max: 10 * HOUR }), (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const index = (ms: number) => {
          const group = upcomingGroup(now + ms, now);
          return group === null ? -1 : UPCOMING_GROUPS.indexOf(group);
        };
        expect(index(early)).toBeLessThanOrEqual(index(late));
      }),
    );
  });
});
