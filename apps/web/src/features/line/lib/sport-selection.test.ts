import { describe, expect, it } from 'vitest';
import { parseSportSelection, toggleSport } from './sport-selection.ts';

describe('the sport filter in the address', () => {
  it('reads unique sorted ids and skips anything else', () => {
    expect(parseSportSelection('4,1,x,4,0,-2, 3')).toEqual([1, 3, 4]);
    expect(parseSportSelection(null)).toEqual([]);
  });

  it('adds and removes a sport, keeping the order', () => {
    expect(toggleSport([1, 4], 3)).toEqual([1, 3, 4]);
    expect(toggleSport([1, 3, 4], 3)).toEqual([1, 4]);
  });
});
