#!/usr/bin/env node
/*
 * `npm test` starts here: the end-to-end tests drive Debian's Chromium and never download a
 * browser, so a machine without it should hear so at once, not minutes later from Playwright.
 */
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** The browser the end-to-end tests launch, or the message telling how to get it. */
export function findChromium(env = process.env) {
  const path = env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
  try {
    accessSync(path, constants.X_OK);
    return { ok: true, path };
  } catch {
    return {
      ok: false,
      message: [
        `The end-to-end tests need Chromium at ${path}, and it is not there.`,
        "Install Debian's package:   sudo apt-get install chromium",
        'or point CHROMIUM_PATH at a Chromium binary. No browser is ever downloaded.',
      ].join('\n'),
    };
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const found = findChromium();
  if (!found.ok) {
    console.error(found.message);
    process.exit(1);
  }
}
