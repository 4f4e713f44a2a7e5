import { readFile } from 'node:fs/promises';
import { posix } from 'node:path';
import { InvalidReferenceError } from '../../image/errors.js';
import { formatReference, type ImageReference, parseReference } from '../../image/reference.js';
import type { MergedContext } from '../context/merged-context.js';
import { fileLines, ImageListError } from './image-list.js';

/** sreg's list of image archives to save (pkg/buildimage/constants.go ImagesDirName/ImageSkopeoDirName/ImageTarConfigName). */
export const ARCHIVE_LIST = 'images/skopeo/tar.txt';
const ARCHIVE_FOLDER = posix.dirname(ARCHIVE_LIST);
const TRANSPORTS = ['docker-archive', 'oci-archive'] as const;

/** One line of `images/skopeo/tar.txt`: an image archive in the context and the name it is saved under. */
export interface ArchiveToSave {
  /** `images/skopeo/tar.txt:3`, for messages. */
  where: string;
  transport: (typeof TRANSPORTS)[number];
  /** The archive's path in the context and its file on disk. */
  path: string;
  source: string;
  /** The image to take from an archive holding several (`docker-archive:x.tar:nginx:1@...`), normalised. */
  selector?: string;
  /** Where the saved registry serves it. */
  repository: string;
  tag: string;
}

/**
 * sreg `TarList` (pkg/buildimage/tar_images.go), as sealos `runSaveImages` calls it beside `List`: the lines of
 * `images/skopeo/tar.txt` (only that file; none when it is missing), blank lines skipped, each
 * `TRANSPORT:PATH[:NAME]@DESTINATION`:
 * - TRANSPORT `docker-archive` or `oci-archive`; PATH relative to `images/skopeo/` (sreg `path.Join`s it there,
 *   so `/root/x.tar` is `images/skopeo/root/x.tar`); NAME picks an image from an archive holding several
 *   (containers/image's `docker-archive:path:reference` form);
 * - DESTINATION is the repository in the saved registry, tag `latest` unless given, taken as written after the
 *   registry host (sreg copies to `docker://127.0.0.1:PORT/DESTINATION`): `library/x` stays `library/x`.
 * `.sealignore` does not apply (sreg filters only List). Errors name the file and line; a path that leaves the
 * context, or is no regular file in it, is refused (sreg would read any path, links followed).
 */
export async function readArchiveList(context: MergedContext): Promise<ArchiveToSave[]> {
  const list = context.entries.get(ARCHIVE_LIST);
  if (list?.type !== 'file') return [];
  const archives: ArchiveToSave[] = [];
  for (const [index, line] of fileLines(await readFile(list.source, 'utf8')).entries()) {
    if (line === '') continue;
    const where = `${ARCHIVE_LIST}:${index + 1}`;
    const fail = (why: string): never => {
      throw new ImageListError(`${where}: ${why}`, {
        file: list.source,
        line: index + 1,
        phase: 'image list',
      });
    };
    const at = line.indexOf('@');
    if (at < 0) fail(`invalid image format: ${line} (TRANSPORT:PATH@DESTINATION)`);
    const source = line.slice(0, at);
    const transport = TRANSPORTS.find((name) => source.startsWith(`${name}:`));
    if (!transport) fail(`invalid image format: ${line}, must prefix in docker-archive or oci-archive`);
    const rest = source.slice((transport as string).length + 1);
    const colon = rest.indexOf(':');
    const written = colon < 0 ? rest : rest.slice(0, colon);
    const path = posix.join(ARCHIVE_FOLDER, written);
    if (path === '..' || path.startsWith('../'))
      fail(`the archive "${written}" is outside the build context`);
    const entry = context.entries.get(path);
    if (entry?.type !== 'file') fail(`the archive ${path} is not a file in the build context`);
    let selector: string | undefined;
    if (colon >= 0) selector = reference(rest.slice(colon + 1), 'the image to take', fail);
    // sreg splits the line at every `@` and keeps the second part.
    const destination = line.slice(at + 1).split('@')[0] as string;
    let saved: ImageReference;
    try {
      saved = parseReference(`127.0.0.1:5000/${destination}`);
    } catch (error) {
      if (!(error instanceof InvalidReferenceError)) throw error;
      saved = fail(`the destination "${destination}" is no repository[:tag]`);
    }
    archives.push({
      where,
      transport: transport as ArchiveToSave['transport'],
      path,
      source: (entry as { source: string }).source,
      ...(selector !== undefined && { selector }),
      repository: saved.repository,
      tag: saved.tag ?? 'latest',
    });
  }
  return archives;
}

/** A reference checked and normalised (`:latest` added), or the line refused naming what it is. */
function reference(text: string, what: string, fail: (why: string) => never): string {
  try {
    return formatReference(parseReference(text));
  } catch (error) {
    if (error instanceof InvalidReferenceError)
      return fail(`${what} is no image reference: ${error.message}`);
    throw error;
  }
}
