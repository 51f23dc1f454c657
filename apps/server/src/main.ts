import { buildApp } from './app.ts';
import { ConfigError, readConfig } from './platform/config.ts';
import { openDatabase } from './platform/db/client.ts';
import { seedDemoContent, seedFirstOperator } from './seed.ts';

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const app = await buildApp({ config, database });
  await seedFirstOperator(app.services, config);
  if (config.SEED_DEMO_CONTENT) await seedDemoContent(app.services, config, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ database: database.kind }, `Arenabet is up at http://localhost:${config.PORT}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Start-up failed: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
