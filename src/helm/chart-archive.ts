import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import * as tar from 'tar-stream';
import { causeText } from '../errors.js';
import { ChartError } from './chart-error.js';

/**
 * Bounds for a chart archive, which comes from a build context (untrusted): helm 3.17's loader refuses charts
 * that expand past 100 MiB or hold a file past 5 MiB (MaxDecompressedChartSize/FileSize); real charts are a
 * few hundred KiB. Holding the files is what helm does too: templates are parsed together.
 */
export const CHART_ARCHIVE_LIMITS = {
  totalBytes: 100 * 1024 * 1024,
  fileBytes: 5 * 1024 * 1024,
  entries: 10_000,
};

/**
 * A `.tgz` chart read as helm's loader.LoadArchiveFiles reads it, streamed: gzip, then tar; the first path part
 * (the chart's folder) is dropped; folders skipped; a `..` part, a link or device entry, or anything past the
 * bounds is refused; a stream that is not gzip or not tar is an error naming `name`.
 */
export async function unpackChartArchive(
  input: AsyncIterable<Buffer> | Readable,
  name: string,
): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  let total = 0;
  let entries = 0;
  const refuse = (why: string) => new ChartError(`${name}: ${why}`, { file: name, phase: 'chart' });
  const extract = tar.extract();
  const reading = (async () => {
    for await (const entry of extract) {
      const header = entry.header;
      if (++entries > CHART_ARCHIVE_LIMITS.entries)
        throw refuse(`more than ${CHART_ARCHIVE_LIMITS.entries} entries`);
      const parts = header.name
        .replaceAll('\\', '/')
        .split('/')
        .filter((p) => p !== '' && p !== '.');
      if (parts.includes('..')) throw refuse(`entry "${header.name}" has a ".." path part`);
      if (
        header.type === 'directory' ||
        header.type === 'pax-global-header' ||
        parts[0] === 'pax_global_header'
      ) {
        entry.resume();
        continue;
      }
      if (header.type !== 'file' && header.type !== 'contiguous-file')
        throw refuse(`entry "${header.name}" is a ${header.type}, which a chart may not hold`);
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        size += chunk.length;
        total += chunk.length;
        if (size > CHART_ARCHIVE_LIMITS.fileBytes)
          throw refuse(`"${header.name}" is larger than ${CHART_ARCHIVE_LIMITS.fileBytes} bytes`);
        if (total > CHART_ARCHIVE_LIMITS.totalBytes)
          throw refuse(`expands past ${CHART_ARCHIVE_LIMITS.totalBytes} bytes`);
        chunks.push(chunk);
      }
      const path = parts.slice(1).join('/');
      if (path !== '') files.set(path, Buffer.concat(chunks));
    }
  })();
  try {
    await Promise.all([pipeline(Readable.from(input), createGunzip(), extract), reading]);
  } catch (cause) {
    extract.destroy();
    if (cause instanceof ChartError) throw cause;
    throw new ChartError(`${name}: not a readable chart archive (.tgz): ${causeText(cause)}`, {
      file: name,
      phase: 'chart',
      cause,
    });
  }
  if (files.size === 0) throw refuse('no chart files in the archive');
  return files;
}
