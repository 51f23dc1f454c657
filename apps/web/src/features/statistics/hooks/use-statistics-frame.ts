import {
  type ParsedStatisticsFrameParams,
  type StatisticsLink,
  statisticsLink,
} from '@arenabet/domain';
import { createContext, useContext } from 'react';
import type { FrameBridge } from '../lib/frame-bridge.ts';

/** What every statistics page shares: the frame's parameters and its line to the host. */
export interface StatisticsFrame extends ParsedStatisticsFrameParams {
  lng: string;
  bridge: FrameBridge;
  /** A link to another statistics page, keeping the frame's parameters (time zone, partner...). */
  linkTo(link: StatisticsLink): string;
}

export const StatisticsFrameContext = createContext<StatisticsFrame | null>(null);

export function createStatisticsFrame(
  lng: string,
  parsed: ParsedStatisticsFrameParams,
  bridge: FrameBridge,
): StatisticsFrame {
  // A stage's table type is the page's own choice, not the frame's: links do not carry it on.
  const { tt: _tableType, ...carried } = parsed.params;
  return {
    ...parsed,
    lng,
    bridge,
    linkTo: (link) => statisticsLink(lng, link, carried),
  };
}

export function useStatisticsFrame(): StatisticsFrame {
  const frame = useContext(StatisticsFrameContext);
  if (!frame) throw new Error('A statistics page outside the statistics frame');
  return frame;
}
