import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files the site keeps. Public media is served under /media/; private files (CVs) never are.
 * A folder today; an S3-compatible adapter can implement the same interface.
 */
export interface StorageService {
  /** Stores a public file and returns its URL path. */
  putPublic(relativePath: string, data: string | Buffer): Promise<string>;
  /** Removes a public file or folder (the files of an upload that failed); gone already is fine. */
  deletePublic(relativePath: string): Promise<void>;
  /** Stores a file that is never served (CVs) and returns its storage key. */
  putPrivate(relativePath: string, data: Buffer): Promise<string>;
  /** Reads a private file by its storage key (a member's gift download); undefined if gone. */
  getPrivate(key: string): Promise<Buffer | undefined>;
  /** Removes a private file (one stored for a request that lost a race); gone already is fine. */
  deletePrivate(key: string): Promise<void>;
}

function safeJoin(root: string, relativePath: string): string {
  const full = path.resolve(root, relativePath);
  if (!full.startsWith(root + path.sep)) throw new Error(`path escapes storage: ${relativePath}`);
  return full;
}

export function createFolderStorage(dataDir: string): StorageService {
  const mediaRoot = path.resolve(dataDir, 'media');
  const privateRoot = path.resolve(dataDir, 'private');
  return {
    async putPrivate(relativePath, data) {
      const full = safeJoin(privateRoot, relativePath);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data, { mode: 0o600 });
      return relativePath;
    },
    async getPrivate(key) {
      try {
        return await readFile(safeJoin(privateRoot, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async deletePrivate(key) {
      await rm(safeJoin(privateRoot, key), { force: true });
    },
    async putPublic(relativePath, data) {
      const full = safeJoin(mediaRoot, relativePath);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data);
      return `/media/${relativePath.split(path.sep).join('/')}`;
    },
    async deletePublic(relativePath) {
      await rm(safeJoin(mediaRoot, relativePath), { recursive: true, force: true });
    },
  };
}
