import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Pack } from 'tar-stream';
import { replaceAtomically } from '../../files/write-stream.js';
import { addEntry, packTar } from '../pack-tar.js';

/**
 * Streams an OCI layout folder into a tar (`oci-archive:` for skopeo and podman), one file at a time: entries in
 * a fixed order, owner 0:0, the given mtime. Written to a temporary name, renamed when complete.
 */
export async function writeOciArchive(layoutDirectory: string, file: string, mtime: number): Promise<void> {
  const date = new Date(mtime * 1000);
  const blobNames = (await readdir(path.join(layoutDirectory, 'blobs', 'sha256'))).sort();
  const files = ['oci-layout', 'index.json', ...blobNames.map((name) => `blobs/sha256/${name}`)];
  const fill = async (tar: Pack): Promise<void> => {
    for (const folder of ['blobs/', 'blobs/sha256/'])
      await addEntry(tar, { name: folder, type: 'directory', mode: 0o755, mtime: date });
    for (const name of files) {
      const source = path.join(layoutDirectory, name);
      const { size } = await stat(source);
      const sink = tar.entry({ name, type: 'file', mode: 0o644, size, mtime: date });
      await pipeline(createReadStream(source), sink);
    }
  };
  await replaceAtomically(file, (temporary) => packTar(fill, [createWriteStream(temporary)]));
}
