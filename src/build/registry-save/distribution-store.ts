import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  writeChunksAtomically,
  writeFileAtomically,
  writeStreamAtomically,
} from '../../files/write-stream.js';
import { digestHex } from '../../image/digest.js';

/**
 * The on-disk storage of docker-distribution (`docker/registry/v2/` under a registry folder), written the way the
 * registry itself writes it, so a `docker-registry` started on that folder serves the images:
 * `blobs/sha256/<2 hex>/<hex>/data`, and per repository `_layers` links (layers and config), `_manifests/revisions`
 * links (every manifest and index), and per tag `current/link` plus `index/sha256/<hex>/link`. A link file holds
 * exactly `sha256:<hex>`, with no newline: the registry answers 500 otherwise.
 */
export class DistributionStore {
  readonly root: string;

  constructor(registryDirectory: string) {
    this.root = path.join(registryDirectory, 'docker', 'registry', 'v2');
  }

  blobPath(digest: string): string {
    const hex = digestHex(digest);
    return path.join(this.root, 'blobs', 'sha256', hex.slice(0, 2), hex, 'data');
  }

  async hasBlob(digest: string): Promise<boolean> {
    return access(this.blobPath(digest)).then(
      () => true,
      () => false,
    );
  }

  /**
   * Writes a blob from a (digest-verified) stream, to a temporary name first so `data` is always complete; the
   * stream must not have been read yet. Returns the bytes written.
   */
  async writeBlob(digest: string, content: Readable): Promise<number> {
    return writeStreamAtomically(this.blobPath(digest), content);
  }

  /**
   * Stores under `digest` what `fill` hands to `write` (a registry download, `fillFrom`: piece by piece, with no
   * copy; large blobs skip node:http, see direct-http.ts). `fill` checks the digest itself. Synced before its
   * rename, as pulls are, so that after a crash a blob under its name is whole and an incremental save may skip
   * it. Returns the bytes written.
   */
  async addVerifiedBlob(
    digest: string,
    fill: (write: (chunk: Buffer) => void) => Promise<unknown>,
  ): Promise<number> {
    return writeChunksAtomically(this.blobPath(digest), fill, { durable: true });
  }

  async writeBlobBytes(digest: string, bytes: Buffer): Promise<void> {
    await writeFileAtomically(this.blobPath(digest), bytes);
  }

  /** A layer or config blob of the repository. */
  async linkLayer(repository: string, digest: string): Promise<void> {
    await this.link(
      path.join(this.repositoryPath(repository), '_layers', 'sha256', digestHex(digest), 'link'),
      digest,
    );
  }

  /** A manifest or index of the repository, addressable by digest. */
  async linkRevision(repository: string, digest: string): Promise<void> {
    await this.link(
      path.join(
        this.repositoryPath(repository),
        '_manifests',
        'revisions',
        'sha256',
        digestHex(digest),
        'link',
      ),
      digest,
    );
  }

  /** Points a tag at a manifest (the revision must be linked too). */
  async tag(repository: string, tag: string, digest: string): Promise<void> {
    const tagPath = path.join(this.repositoryPath(repository), '_manifests', 'tags', tag);
    await this.link(path.join(tagPath, 'index', 'sha256', digestHex(digest), 'link'), digest);
    await this.link(path.join(tagPath, 'current', 'link'), digest);
  }

  private repositoryPath(repository: string): string {
    return path.join(this.root, 'repositories', ...repository.split('/'));
  }

  private async link(file: string, digest: string): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, digest);
  }
}
