import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { copyFile, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { digestHex } from '../digest.js';

/**
 * A folder of blobs named by digest (`sha256/<hex>`, the OCI layout's `blobs/` shape): the image verbs' store
 * (LocalImages), a build's blobs and its OCI layout output. Blobs are written to a temporary name and renamed
 * once their digest is known, so a blob that exists is complete.
 */
export class BlobStore {
  constructor(readonly directory: string) {}

  pathOf(digest: string): string {
    return path.join(this.sha256Folder, digestHex(digest));
  }

  private get sha256Folder(): string {
    return path.join(this.directory, 'sha256');
  }

  async has(digest: string): Promise<boolean> {
    return stat(this.pathOf(digest)).then(
      (info) => info.isFile(),
      () => false,
    );
  }

  async size(digest: string): Promise<number> {
    return (await stat(this.pathOf(digest))).size;
  }

  open(digest: string): ReadStream {
    return createReadStream(this.pathOf(digest));
  }

  /** A fresh temporary file name inside the store (same file system, so `commit` is a rename). */
  async temporaryPath(): Promise<string> {
    await mkdir(path.join(this.directory, 'tmp'), { recursive: true });
    return path.join(this.directory, 'tmp', randomBytes(8).toString('hex'));
  }

  /** Moves a written temporary file to its digest name; an identical blob already there is kept. */
  async commit(temporary: string, digest: string): Promise<void> {
    const target = this.pathOf(digest);
    await mkdir(path.dirname(target), { recursive: true });
    if (await this.has(digest)) await rm(temporary, { force: true });
    else await rename(temporary, target);
  }

  /** Puts a blob of another store here: a hard link when both are on one file system, else a copy. */
  async importFrom(other: BlobStore, digest: string): Promise<void> {
    if (await this.has(digest)) return;
    const target = this.pathOf(digest);
    await mkdir(path.dirname(target), { recursive: true });
    await link(other.pathOf(digest), target).catch(() => copyFile(other.pathOf(digest), target));
  }

  /**
   * Removes every file of the store's `sha256/` folder but the blobs of `digests`; returns how many were
   * removed.
   */
  async keepOnly(digests: Iterable<string>): Promise<number> {
    const kept = new Set([...digests].map(digestHex));
    let removed = 0;
    for (const name of await readdir(this.sha256Folder).catch(() => [] as string[])) {
      if (kept.has(name)) continue;
      await rm(path.join(this.sha256Folder, name), { force: true });
      removed++;
    }
    return removed;
  }

  /** Removes the folder of temporary files (empty once every write is committed). */
  async removeTemporaryFolder(): Promise<void> {
    await rm(path.join(this.directory, 'tmp'), { recursive: true, force: true });
  }
}
