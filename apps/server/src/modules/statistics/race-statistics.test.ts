import { describe, expect, it } from 'vitest';
import { finishingOrder, horseIdOf } from './race-statistics.ts';
import { finishedGame } from './statistics-test-kit.ts';

const name = (en: string) => ({ en, ru: en, ar: en });

describe('horseIdOf', () => {
  it('is a positive id fixed by the meeting and the name', () => {
    const id = horseIdOf(7, name('Silver Dawn'));
    expect(Number.isInteger(id) && id >= 1 && id <= 2_147_483_647).toBe(true);
    expect(horseIdOf(7, name('Silver Dawn'))).toBe(id);
    // A namesake at another meeting is another horse.
    expect(horseIdOf(8, name('Silver Dawn'))).not.toBe(id);
    expect(horseIdOf(7, name('Silver Dusk'))).not.toBe(id);
  });
});

describe('finishingOrder', () => {
  it('reads the runner numbers the result lists, first past the post first', () => {
    const race = finishedGame(1, 1, 2, [3, 0]);
    race.live?.info.push({ key: 'order', value: '3,1,2' });
    expect(finishingOrder(race)).toEqual([3, 1, 2]);
    expect(finishingOrder(finishedGame(2, 1, 2, [0, 0]))).toEqual([]);
  });
});
