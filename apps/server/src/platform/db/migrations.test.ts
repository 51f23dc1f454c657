import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './client.ts';

const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url));

describe('migrations', () => {
  it('match the module schemas (run npm run db:generate when this fails)', () => {
    // drizzle-kit takes the output folder relative to where it runs.
    const copy = mkdtempSync(join(SERVER_DIR, '.migrations-check-'));
    try {
      cpSync(MIGRATIONS_FOLDER, copy, { recursive: true });
      const before = readdirSync(copy).sort();
      const run = spawnSync(
        'npx',
        [
          'drizzle-kit',
          'generate',
          '--dialect',
          'postgresql',
          '--schema',
          './src/modules/*/schema.ts',
          '--out',
          relative(SERVER_DIR, copy),
        ],
        { cwd: SERVER_DIR, encoding: 'utf8' },
      );
      const output = `${run.stdout}${run.stderr}`;
      expect(output).toContain('No schema changes');
      expect(readdirSync(copy).sort()).toEqual(before);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);
});
