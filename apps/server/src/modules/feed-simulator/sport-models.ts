import { GAME_CATEGORY } from '@arenabet/reference/games';
import type { ModelKey } from './catalog-types.ts';
import { CricketModel } from './cricket-model.ts';
import { FightModel } from './fight-model.ts';
import { GoalModel } from './goals-model.ts';
import { MapSeriesModel } from './map-series-model.ts';
import { MobaModel, type MobaTitle } from './moba-model.ts';
import type { SportModel } from './model.ts';
import { BREAK_TEXT, HALF_TIME_TEXT } from './period-names.ts';
import { PointModel } from './points-model.ts';
import { PoliticsModel } from './politics-model.ts';
import { RaceModel } from './race-model.ts';
import { CS2_ROUNDS, VALORANT_ROUNDS } from './round-race.ts';
import { SetModel } from './sets-model.ts';

/*
 * The model of each kind of champ, with the numbers that make it look like its sport: period
 * lengths in seconds of play (at speed 1, wall seconds), scoring rates, breaks.
 */

export interface ModelEntry {
  model: SportModel;
  /** GAME_CATEGORY of its games, when the feed has one for the sport. */
  category?: number;
}

const football = new GoalModel({
  periods: 2,
  periodPlay: 2700,
  periodClock: 2700,
  breakPlay: 900,
  stoppage: 300,
  goalsPerMatch: 2.7,
  periodShares: [0.45, 0.55],
  homeAdvantage: 0.25,
  ratingWeight: 1.1,
  cards: true,
  reviews: true,
  unit: 'half',
  breakText: HALF_TIME_TEXT,
  // Extra time goes at a little below the match's pace; four penalties in five are scored.
  extraTime: {
    half: { play: 900, clock: 900, goalShare: 0.14, breakPlay: 300 },
    halfBreak: 60,
    stoppage: 120,
    penaltiesBreak: 240,
    penalties: { rounds: 5, conversion: 0.76, attemptSeconds: 45 },
  },
});

const cyberFootball = new GoalModel({
  periods: 2,
  periodPlay: 360,
  periodClock: 360,
  breakPlay: 60,
  stoppage: 0,
  goalsPerMatch: 5.2,
  periodShares: [0.48, 0.52],
  homeAdvantage: 0.05,
  ratingWeight: 1.2,
  cards: false,
  reviews: false,
  unit: 'half',
  breakText: HALF_TIME_TEXT,
  extraTime: {
    half: { play: 120, clock: 120, goalShare: 0.14, breakPlay: 30 },
    halfBreak: 10,
    stoppage: 0,
    penaltiesBreak: 30,
    penalties: { rounds: 5, conversion: 0.76, attemptSeconds: 15 },
  },
});

const hockey = new GoalModel({
  periods: 3,
  periodPlay: 1800,
  periodClock: 1200,
  breakPlay: 1020,
  stoppage: 0,
  goalsPerMatch: 5.6,
  periodShares: [0.31, 0.33, 0.36],
  homeAdvantage: 0.15,
  ratingWeight: 0.9,
  cards: false,
  reviews: true,
  unit: 'period',
  breakText: BREAK_TEXT,
  // The NHL's: five minutes of 3-on-3 (more goals a minute, half of them end with one), then
  // three shooters each; playoff overtimes are full 5-on-5 periods after a full intermission.
  overtime: {
    regular: { play: 450, clock: 300, goalShare: 0.14, breakPlay: 120 },
    playoff: { play: 1800, clock: 1200, goalShare: 0.3, breakPlay: 1020 },
    shootoutBreak: 120,
    shootout: { rounds: 3, conversion: 0.32, attemptSeconds: 50 },
  },
});

const cyberHockey = new GoalModel({
  periods: 3,
  periodPlay: 300,
  periodClock: 300,
  breakPlay: 60,
  stoppage: 0,
  goalsPerMatch: 6.4,
  periodShares: [0.32, 0.33, 0.35],
  homeAdvantage: 0.05,
  ratingWeight: 1,
  cards: false,
  reviews: false,
  unit: 'period',
  breakText: BREAK_TEXT,
  overtime: {
    regular: { play: 120, clock: 120, goalShare: 0.2, breakPlay: 30 },
    playoff: { play: 300, clock: 300, goalShare: 0.33, breakPlay: 60 },
    shootoutBreak: 30,
    shootout: { rounds: 3, conversion: 0.32, attemptSeconds: 15 },
  },
});

const VALORANT_SPORT_ID = 4004;
const DOTA_SPORT_ID = 4002;
/** Dota 2 maps last 25 to 45 minutes with about 55 kills; LoL maps are shorter, with fewer. */
const DOTA_MAPS: MobaTitle = { mapSeconds: [1500, 2700], killRate: 1.5 / 60 };
const LOL_MAPS: MobaTitle = { mapSeconds: [1500, 2400], killRate: 0.9 / 60 };

const MODELS: Readonly<Record<ModelKey, ModelEntry>> = {
  football: { model: football, category: GAME_CATEGORY.football },
  cyberFootball: { model: cyberFootball, category: GAME_CATEGORY.cyberfootball },
  hockey: { model: hockey, category: GAME_CATEGORY.hockey },
  cyberHockey: { model: cyberHockey, category: GAME_CATEGORY.cybersport },
  basketball: {
    model: new PointModel({
      periods: 4,
      periodPlay: 1500,
      periodClock: 720,
      breakPlay: 240,
      pointsPerMatch: 224,
      homeAdvantage: 2.5,
      ratingPoints: 9,
      windowSeconds: 45,
      overtimeWindows: 14,
      overtimeClock: 300,
    }),
    category: GAME_CATEGORY.basket,
  },
  cyberBasketball: {
    model: new PointModel({
      periods: 4,
      periodPlay: 330,
      periodClock: 300,
      breakPlay: 40,
      pointsPerMatch: 118,
      homeAdvantage: 0.5,
      ratingPoints: 7,
      windowSeconds: 30,
      overtimeWindows: 5,
      overtimeClock: 120,
    }),
    category: GAME_CATEGORY.cybersport,
  },
  tennis: {
    model: new SetModel({
      bestOf: 3,
      allowedBestOf: [3, 5],
      race: { target: 6, decidingAt: 6 },
      pointSeconds: [170, 290],
      setBreak: 120,
      unit: 'set',
      ratingWeight: 0.5,
      serveHold: 0.74,
    }),
  },
  volleyball: {
    model: new SetModel({
      bestOf: 5,
      allowedBestOf: [3, 5],
      race: { target: 25 },
      lastRace: { target: 15 },
      pointSeconds: [18, 32],
      setBreak: 180,
      unit: 'set',
      ratingWeight: 0.25,
    }),
  },
  tableTennis: {
    model: new SetModel({
      bestOf: 5,
      allowedBestOf: [5, 7],
      race: { target: 11 },
      pointSeconds: [8, 15],
      setBreak: 60,
      unit: 'game',
      ratingWeight: 0.3,
    }),
  },
  cs2: {
    // CS2 and Valorant (the catalog plays both with this key): the title's rules by sport id.
    model: new MapSeriesModel({
      bestOf: 3,
      rulesOf: (sportId) => (sportId === VALORANT_SPORT_ID ? VALORANT_ROUNDS : CS2_ROUNDS),
      roundSeconds: [85, 125],
      mapBreak: 420,
      ratingWeight: 0.3,
    }),
    category: GAME_CATEGORY.cybersport,
  },
  moba: {
    model: new MobaModel({
      bestOf: 3,
      titleOf: (sportId) => (sportId === DOTA_SPORT_ID ? DOTA_MAPS : LOL_MAPS),
      mapBreak: 600,
      ratingWeight: 0.6,
    }),
    category: GAME_CATEGORY.cybersport,
  },
  cricket: { model: new CricketModel(), category: GAME_CATEGORY.cricket },
  mma: { model: new FightModel() },
  horseRacing: { model: new RaceModel() },
  politics: { model: new PoliticsModel() },
};

export function modelEntry(key: ModelKey): ModelEntry {
  return MODELS[key];
}
