import { ESPORTS_CHAMPS } from './catalog-esports.ts';
import { EUROPEAN_FOOTBALL } from './catalog-football-europe.ts';
import { WORLD_FOOTBALL } from './catalog-football-world.ts';
import { SEASON_FILLERS } from './catalog-leagues.ts';
import { MMA_CHAMPS } from './catalog-mma.ts';
import { POLITICS_CHAMPS } from './catalog-politics.ts';
import { RACING_CHAMPS, VIRTUAL_RACING_CHAMPS } from './catalog-racing.ts';
import { SPORT_CHAMPS } from './catalog-sports.ts';
import { ITF_CHAMPS, TENNIS_POOLS } from './catalog-tennis.ts';
import { ATP_CHAMPS } from './catalog-tennis-atp.ts';
import { WTA_CHAMPS } from './catalog-tennis-wta.ts';
import type { ChampSpec } from './catalog-types.ts';

/*
 * The simulated champs. Each has a frozen ordinal (1-255) from which all its ids are built:
 * never renumber a champ, and give a new one an ordinal no champ ever had.
 */
export const CATALOG: readonly ChampSpec[] = [
  ...EUROPEAN_FOOTBALL,
  ...WORLD_FOOTBALL,
  ...SPORT_CHAMPS,
  ...SEASON_FILLERS,
  ...TENNIS_POOLS,
  ...ATP_CHAMPS,
  ...WTA_CHAMPS,
  ...ITF_CHAMPS,
  ...MMA_CHAMPS,
  ...RACING_CHAMPS,
  ...VIRTUAL_RACING_CHAMPS,
  ...POLITICS_CHAMPS,
  ...ESPORTS_CHAMPS,
];
