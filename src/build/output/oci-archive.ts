import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pack as createPack } from 'tar-stream';

/**
 * Streams an OCI layout folder into a tar (`oci-archive:` for skopeo and podman), one file at a time: entries in
 * a fixed order, owner 0:0, the given mtime. Written to a temporary name, renamed when complete.
 */
export async function writeOciArchive(layoutDirectory: string, file: string, mtime: number): Promise<void> {
  const date = new Date(mtime * 1000);
  const blobNames = (await readdir(path.join(layoutDirectory, 'blobs', 'sha256'))).sort();
  const files = ['oci-layout', 'index.json', ...blobNames.map((name) => `blobs/sha256/${name}`)];
  const tar = createPack();
  const temporary = `${file}.partial`;
  const feed = async (): Promise<void> => {
    for (const folder of ['blobs/', 'blobs/sha256/']) {
      await new Promise<void>((resolve, reject) =>
        tar.entry({ name: folder, type: 'directory', mode: 0o755, mtime: date }, (e) =>
          e ? reject(e) : resolve(),
        ),
      );
    }
    for (const name of files) {
      const source = path.join(layoutDirectory, name);
      const { size } = await stat(source);
      const sink = tar.entry({ name, type: 'file', mode: 0o644, size, mtime: date });
      await pipeline(createReadStream(source), sink);
    }
    tar.finalize();
  };
  try {
    await Promise.all([
      feed().catch((error: unknown) => {
        tar.destroy(error instanceof Error ? error : new Error(String(error)));
        throw error;
      }),
      pipeline(tar, createWriteStream(temporary)),
    ]);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
