import { describe, expect, it } from 'vitest';
import { cycleLeft, netPosition } from './session.ts';

describe('the session on screen', () => {
  it('nets wins against stakes', () => {
    expect(netPosition([])).toBe(0);
    expect(
      netPosition([
        { stake: 100, win: 0 },
        { stake: 100, win: 3_600 },
      ]),
    ).toBe(3_400);
    expect(netPosition([{ stake: 500, win: 250 }])).toBe(-250);
  });

  it('waits out the cycle from the last round’s start, never longer than a cycle', () => {
    expect(cycleLeft(10_000, undefined, 5_000)).toBe(0);
    expect(cycleLeft(10_000, 8_000, 5_000)).toBe(3_000);
    expect(cycleLeft(10_000, 2_000, 5_000)).toBe(0);
    // A clock set wrong (the last start ahead of now) still waits one cycle at most.
    expect(cycleLeft(10_000, 60_000, 5_000)).toBe(5_000);
  });
});
