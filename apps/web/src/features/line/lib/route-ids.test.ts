import { describe, expect, it } from 'vitest';
import { routeId, sectionSport } from './route-ids.ts';

describe('route ids', () => {
  it('takes positive whole ids only', () => {
    expect(routeId('12')).toBe(12);
    expect(routeId('0')).toBeUndefined();
    expect(routeId('-3')).toBeUndefined();
    expect(routeId('12abc')).toBeUndefined();
    expect(routeId('1e3')).toBeUndefined();
    expect(routeId(undefined)).toBeUndefined();
  });

  it('reads a dashboard section as one of its sports, or none for all of them', () => {
    expect(sectionSport('all', [85, 89])).toBeUndefined();
    expect(sectionSport('89', [85, 89])).toBe(89);
    // A sport outside the dashboard shows the dashboard, not a foreign sport under its title.
    expect(sectionSport('1', [85, 89])).toBeUndefined();
    // Dashboards of any sport take any sport id.
    expect(sectionSport('1', [])).toBe(1);
  });
});
