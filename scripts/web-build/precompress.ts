import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text a browser asks for; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

export interface CompressedFile {
  /** Path inside the folder, with forward slashes. */
  path: string;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * Writes `name.br` and `name.gz` beside every text file under `dir`, at the highest levels: done
 * once per build, so the server only picks a file by the request's Accept-Encoding. A variant
 * no smaller than the file is not written (the server then sends the file as it is).
 */
export async function precompressDirectory(dir: string): Promise<CompressedFile[]> {
  const files = await textFiles(dir);
  return Promise.all(files.map((path) => precompressFile(dir, path)));
}

async function precompressFile(dir: string, path: string): Promise<CompressedFile> {
  const file = join(dir, path);
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
  return {
    path,
    bytes: content.length,
    brotliBytes: Math.min(br.length, content.length),
    gzipBytes: Math.min(gz.length, content.length),
  };
}

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(dir.length + 1)
        .replaceAll('\\', '/'),
    );
}
