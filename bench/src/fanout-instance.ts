import { allowBenchConnections, stampHandOffs } from './fanout-bench.ts';
import type { InstanceCommand, InstanceReport } from './fanout-protocol.ts';
import { worldOver } from './feed-world.ts';

/*
 * One server instance of the fan-out bench, in a process of its own: the app over the database
 * DATABASE_URL names, with its bus (NATS_URL / REDIS_URL). The first to start takes the feed
 * lock and runs the simulator when told to tick; the others follow over the bus. Each tells
 * the bench when its hub got each batch. Argument: the most connections it will hold.
 */

function report(message: InstanceReport): void {
  process.send?.(message);
}

const world = await worldOver(undefined);
const hub = world.app.services.livePush;
allowBenchConnections(hub, Number(process.argv[2]));
let stampedVersion = -1;
stampHandOffs(hub, ({ version, stamp, publishMs }) => {
  // A batch the bus brought in parts reaches a follower's hub as several: the first counts.
  if (version === stampedVersion) return;
  stampedVersion = version;
  report({ op: 'handOff', version, stamp, publishMs });
});
report({ op: 'ready', origin: world.origin, holder: world.app.services.feed.isHolder });

process.on('message', (command: InstanceCommand) => {
  const done =
    command.op === 'tick'
      ? world.tick().then(() => report({ op: 'ticked' }))
      : world.close().then(() => process.exit(0));
  done.catch((error: unknown) => {
    console.error('fan-out instance process failed:', error);
    process.exit(1);
  });
});
