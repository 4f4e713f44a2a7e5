import { pipeline } from 'node:stream/promises';
import { pack as createPack, type Headers, type Pack } from 'tar-stream';

/**
 * Streams the tar that `fill` writes through `destinations`, finalized when `fill` ends. A failure while
 * filling destroys the tar with it, so the pipeline rejects too instead of waiting for entries that never come.
 */
export async function packTar(
  fill: (tar: Pack) => Promise<void>,
  destinations: ReadonlyArray<NodeJS.WritableStream | NodeJS.ReadWriteStream>,
): Promise<void> {
  const tar = createPack();
  await Promise.all([
    fill(tar).then(
      () => tar.finalize(),
      (error: unknown) => {
        tar.destroy(error instanceof Error ? error : new Error(String(error)));
        throw error;
      },
    ),
    pipeline([tar, ...destinations]),
  ]);
}

/** A tar entry without content (a directory or a link) or with a small content in memory, written once tar-stream has taken it. */
export function addEntry(tar: Pack, header: Headers, content?: Buffer): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const done = (error?: Error | null) => (error ? reject(error) : resolve());
    if (content) tar.entry(header, content, done);
    else tar.entry(header, done);
  });
}
