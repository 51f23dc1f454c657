import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));
const MODULES = join(SRC, 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from '([^']+)'/g)].map((match) => match[1] ?? '');
}

describe('module boundaries', () => {
  it("no module reads another module's tables", () => {
    const offences = sourceFiles(MODULES).flatMap((file) => {
      const own = relative(MODULES, file).split('/')[0];
      return importsOf(file)
        .filter((path) => /\/modules\/([^/]+)\/schema\.ts$|^\.\.\/([^/]+)\/schema\.ts$/.test(path))
        .filter((path) => !path.includes(`/${own}/`))
        .map((path) => `${relative(SRC, file)} imports ${path}`);
    });
    expect(offences).toEqual([]);
  });

  it('the platform does not depend on modules', () => {
    const offences = sourceFiles(join(SRC, 'platform')).flatMap((file) =>
      importsOf(file)
        .filter((path) => path.includes('/modules/'))
        .map((path) => `${relative(SRC, file)} imports ${path}`),
    );
    expect(offences).toEqual([]);
  });
});
