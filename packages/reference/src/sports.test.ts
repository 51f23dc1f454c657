import { describe, expect, it } from 'vitest';
import {
  CYBER_STATISTICS_SPORT_IDS,
  isCyberStatisticsSportId,
  SPORT_ID,
  SPORTS,
  sportById,
  sportBySlug,
  sportList,
} from './sports.ts';

describe('sports', () => {
  it('keeps the spec ids', () => {
    expect(sportById(1)?.slug).toBe('football');
    expect(sportById(2)?.slug).toBe('ice-hockey');
    expect(sportById(3)?.slug).toBe('basketball');
    expect(sportById(4)?.slug).toBe('tennis');
    expect(sportById(40)).toMatchObject({ slug: 'esports', isCyber: true });
    expect(sportById(44)?.slug).toBe('horse-racing');
    for (const id of Object.values(SPORT_ID)) expect(sportById(id)).toBeDefined();
  });

  it('has unique ids and kebab-case slugs, the highest id being 4049', () => {
    expect(new Set(SPORTS.map((s) => s.id)).size).toBe(SPORTS.length);
    expect(new Set(SPORTS.map((s) => s.slug)).size).toBe(SPORTS.length);
    for (const s of SPORTS) expect(s.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(Math.max(...SPORTS.map((s) => s.id))).toBe(4049);
  });

  it('gives the statistics cyber ids to esports titles', () => {
    expect(CYBER_STATISTICS_SPORT_IDS).toEqual([85, 144, 89]);
    for (const id of CYBER_STATISTICS_SPORT_IDS) expect(sportById(id)?.isCyber).toBe(true);
    expect(sportById(85)?.slug).toBe('cyber-football');
    expect(isCyberStatisticsSportId(144)).toBe(true);
    expect(isCyberStatisticsSportId(40)).toBe(false);
    expect(isCyberStatisticsSportId('85')).toBe(false);
  });

  it('marks esports titles as cyber and real sports not', () => {
    expect(sportBySlug('cs2')?.isCyber).toBe(true);
    expect(sportBySlug('Dota-2')?.isCyber).toBe(true);
    expect(sportBySlug('cricket')?.isCyber).toBe(false);
    expect(sportBySlug('mma')?.names.en).toContain('UFC');
    for (const s of SPORTS) expect(s.isCyber, s.slug).toBe(s.id === 40 || s.id > 79);
  });

  it('names every sport in ru, en and ar', () => {
    for (const s of SPORTS) {
      for (const name of Object.values(s.names)) expect(name.trim(), s.slug).not.toBe('');
    }
    expect(sportList('ru')[0]).toEqual({ id: 1, name: 'Футбол', slug: 'football', isCyber: false });
    expect(sportList('ar_IQ')[0]?.name).toBe('كرة القدم');
    expect(sportList('tr')[0]?.name).toBe('Football');
  });
});
