import type { AppConfig } from '../../../platform/config.ts';
import type { FeedBus } from './feed-bus.ts';
import { InProcessBus } from './in-process-bus.ts';
import { NatsBus } from './nats-bus.ts';
import { RedisBus } from './redis-bus.ts';

/** Redis when REDIS_URL is set, else NATS when NATS_URL is, else a single instance's bus. */
export function busFromConfig(
  config: Pick<AppConfig, 'REDIS_URL' | 'NATS_URL'>,
  onError: (error: Error) => void,
): FeedBus {
  if (config.REDIS_URL) return new RedisBus(config.REDIS_URL, onError);
  if (config.NATS_URL) return new NatsBus(config.NATS_URL, onError);
  return new InProcessBus();
}
