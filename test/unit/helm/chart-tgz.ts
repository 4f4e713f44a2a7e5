import { gzipSync } from 'node:zlib';
import * as tar from 'tar-stream';

/** A `.tgz` chart archive of the given entries, as `helm package` lays one out (`<chart>/<path>`). */
export async function chartTgz(
  entries: { name: string; text?: string; type?: 'symlink'; linkname?: string }[],
): Promise<Buffer> {
  const pack = tar.pack();
  for (const entry of entries)
    if (entry.type === 'symlink') pack.entry({ name: entry.name, type: 'symlink', linkname: entry.linkname });
    else pack.entry({ name: entry.name }, entry.text ?? '');
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  return gzipSync(Buffer.concat(chunks));
}
