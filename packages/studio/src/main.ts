import { studioServer } from './studio.ts';
import { WalletClient } from './wallet-client.ts';

/*
 * STUDIO_SITE_URL: the site whose wallet the studio calls; STUDIO_KEY: the key the site gave
 * it; STUDIO_PORT: where it serves (0: any, printed). STUDIO_NOW (ISO instant), for tests: the
 * studio's clock starts there, as the site's test clock does, and runs on.
 */
const { STUDIO_SITE_URL, STUDIO_KEY, STUDIO_PORT = '0', STUDIO_NOW } = process.env;
if (!STUDIO_SITE_URL || !STUDIO_KEY) {
  console.error('STUDIO_SITE_URL and STUDIO_KEY are needed');
  process.exit(2);
}
const started = performance.now();
const offset = STUDIO_NOW ? Date.parse(STUDIO_NOW) : undefined;
const now = () =>
  offset === undefined ? Date.now() : Math.round(offset + performance.now() - started);
const server = studioServer(new WalletClient(STUDIO_SITE_URL, 'northlight', STUDIO_KEY, now));
server.listen(Number(STUDIO_PORT), '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : STUDIO_PORT;
  console.log(`studio listening on ${port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
