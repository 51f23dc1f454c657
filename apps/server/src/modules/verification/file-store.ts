import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Pictures outside the database, each under the SHA-256 of its bytes: the same picture is
 * stored once, a name cannot be guessed from anything the player sent, and a file is never
 * changed in place (written aside, then renamed into its place).
 */
export class FileStore {
  private root: Promise<string> | undefined;

  /** `folder` is asked once, when the first file is stored or read. */
  constructor(private readonly folder: () => Promise<string>) {}

  static sha256(bytes: Uint8Array): string {
    return createHash('sha256').update(bytes).digest('hex');
  }

  async put(bytes: Uint8Array): Promise<string> {
    const sha256 = FileStore.sha256(bytes);
    const path = await this.pathOf(sha256);
    await mkdir(dirname(path), { recursive: true });
    const aside = `${path}.${randomUUID()}.part`;
    await writeFile(aside, bytes, { mode: 0o600 });
    await rename(aside, path);
    return sha256;
  }

  async get(sha256: string): Promise<Buffer | null> {
    try {
      return await readFile(await this.pathOf(sha256));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  private async pathOf(sha256: string): Promise<string> {
    if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error('not a content hash');
    this.root ??= this.folder();
    return join(await this.root, sha256.slice(0, 2), sha256);
  }
}
