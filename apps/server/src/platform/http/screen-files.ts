import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FirstScreenNeeds, SCREENS_MANIFEST } from '@arenabet/domain';
import type { ScreenHead } from './first-calls.ts';

/** Each screen module's files, as the web build lists them (apps/web/vite.config.ts). */
export type ScreenFilesByModule = Readonly<
  Record<string, { scripts: readonly string[]; styles: readonly string[] }>
>;

/** The build's list; empty when the build has none (an older build: pages get no screen links). */
export function readScreenFiles(distDir: string): ScreenFilesByModule {
  try {
    return JSON.parse(readFileSync(join(distDir, SCREENS_MANIFEST), 'utf8')) as ScreenFilesByModule;
  } catch {
    return {};
  }
}

/**
 * A screen's head from what it needs and the build's files. A module the build does not list
 * (the table ahead of the build) is left out rather than guessed.
 */
export function screenHead(needs: FirstScreenNeeds, files: ScreenFilesByModule): ScreenHead {
  const known = needs.modules.flatMap((module) => {
    const found = files[module];
    return found ? [found] : [];
  });
  return {
    scripts: [...new Set(known.flatMap((found) => found.scripts))],
    styles: [...new Set(known.flatMap((found) => found.styles))],
    calls: needs.calls,
  };
}
