import { open } from 'node:fs/promises';

/** Larger than any Clusterfile, Kubefile, template, config or key file a user writes. */
export const MAX_INPUT_FILE_BYTES = 16 * 1024 * 1024;

/**
 * A file the user named (a Clusterfile, a Kubefile, a template, a docker config, known_hosts), read as text but
 * never past `maxBytes`: `-f /dev/zero` or a multi-gigabyte file given by mistake fails with EFBIG instead of
 * filling memory. Pipes and `/dev/stdin` work, since nothing relies on the size the file system reports.
 */
export async function readInputFile(path: string, maxBytes = MAX_INPUT_FILE_BYTES): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const { bytesRead, buffer } = await handle.read({ buffer: Buffer.alloc(64 * 1024) });
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > maxBytes)
        throw Object.assign(new Error(`${path}: larger than ${maxBytes} bytes`), {
          code: 'EFBIG',
          path,
          syscall: 'read',
        });
      chunks.push(buffer.subarray(0, bytesRead));
    }
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    await handle.close();
  }
}
