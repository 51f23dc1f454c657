import { describe, expect, it } from 'vitest';
import { statisticsWindowFeatures } from './statistics-window.ts';

describe('statisticsWindowFeatures', () => {
  it('is 1024 wide and 984, 780 or 500 high by the height of the screen', () => {
    expect(statisticsWindowFeatures(1080)).toBe('popup,width=1024,height=984');
    expect(statisticsWindowFeatures(900)).toBe('popup,width=1024,height=780');
    expect(statisticsWindowFeatures(768)).toBe('popup,width=1024,height=500');
  });
});
