import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findChromium } from './require-chromium.mjs';

const script = fileURLToPath(new URL('./require-chromium.mjs', import.meta.url));

describe('the Chromium check at the start of npm test', () => {
  it('stops with a message saying how to install the browser when it is missing', () => {
    const run = spawnSync(process.execPath, [script], {
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('/nonexistent/chromium');
    expect(run.stderr).toContain('apt-get install chromium');
  });

  it('passes quietly when the binary is there', () => {
    const run = spawnSync(process.execPath, [script], {
      env: { ...process.env, CHROMIUM_PATH: process.execPath },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(findChromium({ CHROMIUM_PATH: process.execPath })).toEqual({
      ok: true,
      path: process.execPath,
    });
  });
});
