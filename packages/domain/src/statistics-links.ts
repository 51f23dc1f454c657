import { isCyberStatisticsSportId } from '@arenabet/reference/sports';
import {
  parseStatisticsFrameParams,
  type StatisticsFrameParams,
  statisticsFrameQuery,
} from './statistics-frame.ts';

/*
 * Statistics popup links (spec 001 section 2): /{lng}/statisticpopup/{shape}/... Empty, null,
 * undefined or false segments are dropped and the number 0 is kept. A missing required id or
 * a cyber sport id outside 85, 144, 89 throws 'Wrong input param [name]: value'.
 */

export type StatisticsSegment = string | number | null | undefined | false;

export type StatisticsLink =
  | {
      kind: 'game';
      gameId: StatisticsSegment;
      sportId?: StatisticsSegment;
      tabName?: string | null;
    }
  | { kind: 'team'; sportId: StatisticsSegment; teamId: StatisticsSegment }
  | { kind: 'player'; sportId: StatisticsSegment; playerId: StatisticsSegment }
  | {
      kind: 'stage';
      sportId: StatisticsSegment;
      stageId: StatisticsSegment;
      tableType?: number | null;
    }
  | {
      kind: 'tournament';
      sportId: StatisticsSegment;
      tournamentId: StatisticsSegment;
      seasonId?: StatisticsSegment;
    }
  | { kind: 'rating'; sportId: StatisticsSegment; ratingId: StatisticsSegment }
  | { kind: 'horse'; horseId: StatisticsSegment }
  | { kind: 'graph'; gameId: StatisticsSegment; coefficientView?: StatisticsSegment }
  | {
      kind: 'cyber';
      sportId: StatisticsSegment;
      tournId: StatisticsSegment;
      seasonId?: StatisticsSegment;
    };

export function wrongInputParam(name: string, value: unknown): Error {
  return new Error(`Wrong input param [${name}]: ${String(value)}`);
}

function isEmpty(value: StatisticsSegment): boolean {
  return (
    value === undefined || value === null || value === false || value === '' || Number.isNaN(value)
  );
}

function required(name: string, value: StatisticsSegment): string | number {
  if (value === undefined || value === null || value === false || isEmpty(value)) {
    throw wrongInputParam(name, value);
  }
  return value;
}

function cyberSportId(value: StatisticsSegment): string | number {
  const sportId = required('sportId', value);
  if (!isCyberStatisticsSportId(Number(sportId))) throw wrongInputParam('sportId', value);
  return sportId;
}

function tableTypeQuery(tableType: number | null | undefined): string {
  if (tableType === undefined || tableType === null) return '';
  if (!Number.isInteger(tableType) || tableType < 1 || tableType > 3) {
    throw wrongInputParam('tableType', tableType);
  }
  return `?tt=${tableType}`;
}

function segmentsOf(link: StatisticsLink): StatisticsSegment[] {
  switch (link.kind) {
    case 'game':
      return [
        isEmpty(link.sportId) ? 0 : link.sportId,
        required('gameId', link.gameId),
        link.tabName || 'main',
      ];
    case 'team':
      return [required('sportId', link.sportId), required('teamId', link.teamId)];
    case 'player':
      return [required('sportId', link.sportId), required('playerId', link.playerId)];
    case 'stage':
      return [required('sportId', link.sportId), required('stageId', link.stageId)];
    case 'tournament':
      return [
        required('sportId', link.sportId),
        required('tournamentId', link.tournamentId),
        link.seasonId,
      ];
    case 'rating':
      return [required('sportId', link.sportId), required('ratingId', link.ratingId)];
    case 'horse':
      return [required('horseId', link.horseId)];
    case 'graph':
      return [required('gameId', link.gameId), link.coefficientView];
    case 'cyber':
      return [cyberSportId(link.sportId), required('tournId', link.tournId), link.seasonId];
  }
}

/**
 * Season ids and the coefficient view are optional: the popup then shows the current one. The
 * frame's parameters (time zone, partner, ...) travel in the query beside a stage's table type.
 */
export function statisticsLink(
  lng: string,
  link: StatisticsLink,
  frame: StatisticsFrameParams = {},
): string {
  required('lng', lng);
  const tableType = link.kind === 'stage' ? tableTypeQuery(link.tableType) : '';
  const path = [lng, 'statisticpopup', link.kind, ...segmentsOf(link)]
    .filter((segment) => !isEmpty(segment))
    .map((segment) => encodeURIComponent(String(segment)));
  const frameQuery = statisticsFrameQuery(tableType ? { ...frame, tt: undefined } : frame);
  const query = [tableType.slice(1), frameQuery].filter(Boolean).join('&');
  return `/${path.join('/')}${query ? `?${query}` : ''}`;
}

/** Segment names of each shape after its kind, and how many of them a path must have. */
const SHAPES: Record<StatisticsLink['kind'], { names: readonly string[]; required: number }> = {
  game: { names: ['sportId', 'gameId', 'tabName'], required: 2 },
  team: { names: ['sportId', 'teamId'], required: 2 },
  player: { names: ['sportId', 'playerId'], required: 2 },
  stage: { names: ['sportId', 'stageId'], required: 2 },
  tournament: { names: ['sportId', 'tournamentId', 'seasonId'], required: 2 },
  rating: { names: ['sportId', 'ratingId'], required: 2 },
  horse: { names: ['horseId'], required: 1 },
  graph: { names: ['gameId', 'coefficientView'], required: 1 },
  cyber: { names: ['sportId', 'tournId', 'seasonId'], required: 2 },
};

const ID_SEGMENT = /^\d{1,15}$/;
const TAB_SEGMENT = /^[a-z0-9_]{1,32}$/i;

function isStatisticsKind(kind: string | undefined): kind is StatisticsLink['kind'] {
  return kind !== undefined && Object.hasOwn(SHAPES, kind);
}

function segmentValue(name: string, text: string): string | number | undefined {
  if (name === 'tabName') return TAB_SEGMENT.test(text) ? text : undefined;
  return ID_SEGMENT.test(text) ? Number(text) : undefined;
}

/**
 * Reads back what `statisticsLink` wrote after `/{lng}/statisticpopup/`: ids are numbers, a
 * stage's table type comes from `?tt=`. Undefined for a path no link could have (an unknown
 * shape, a missing or non-numeric id, a cyber sport outside 85, 144, 89).
 */
export function parseStatisticsPath(path: string, search = ''): StatisticsLink | undefined {
  let texts: string[];
  try {
    texts = path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined;
  }
  const [kind, ...rest] = texts;
  if (!isStatisticsKind(kind)) return undefined;
  const shape = SHAPES[kind];
  if (rest.length < shape.required || rest.length > shape.names.length) return undefined;
  const fields: Record<string, string | number> = { kind };
  for (const [index, text] of rest.entries()) {
    const name = shape.names[index] as string;
    const value = segmentValue(name, text);
    if (value === undefined) return undefined;
    fields[name] = value;
  }
  if (kind === 'stage') {
    const { tt } = parseStatisticsFrameParams(new URLSearchParams(search)).params;
    if (tt !== undefined) fields.tableType = tt;
  }
  const link = fields as unknown as StatisticsLink;
  try {
    segmentsOf(link);
  } catch {
    return undefined;
  }
  return link;
}

export const STATISTICS_WINDOW_WIDTH = 1024;
export const STATISTICS_WINDOW_HEIGHTS: readonly number[] = [984, 780, 500];
/**
 * Height the browser's own bars and the system task bar take. With it, a 1080 px screen fits
 * 984, a 900 px screen (1440x900, 1600x900) fits 780, and smaller screens get 500.
 */
export const BROWSER_CHROME_HEIGHT_PX = 96;

export function statisticsWindowSize(screenHeight: number): { width: number; height: number } {
  const fits = STATISTICS_WINDOW_HEIGHTS.find((h) => h + BROWSER_CHROME_HEIGHT_PX <= screenHeight);
  return { width: STATISTICS_WINDOW_WIDTH, height: fits ?? 500 };
}

/** The third argument of `window.open` for the statistics window. */
export function statisticsWindowFeatures(screenHeight: number): string {
  const { width, height } = statisticsWindowSize(screenHeight);
  return `popup=yes,width=${width},height=${height},resizable=yes,scrollbars=yes`;
}
