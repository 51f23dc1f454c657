import type { AppConfig } from '../../platform/config.ts';
import { createFeedSimulator } from '../feed-simulator/simulator.ts';
import type { FeedSource } from './source.ts';

/**
 * The source this deployment runs: the simulator unless turned off (a real provider would be
 * chosen here). Made only when this instance gets to run it.
 */
export function configuredSource(
  config: Pick<
    AppConfig,
    'FEED_SIMULATOR' | 'FEED_SIMULATOR_SEED' | 'FEED_SIMULATOR_SPEED' | 'FEED_SIMULATOR_SIZE'
  >,
): (() => FeedSource) | null {
  if (!config.FEED_SIMULATOR) return null;
  return () =>
    createFeedSimulator({
      seed: config.FEED_SIMULATOR_SEED,
      speed: config.FEED_SIMULATOR_SPEED,
      size: config.FEED_SIMULATOR_SIZE,
    });
}
