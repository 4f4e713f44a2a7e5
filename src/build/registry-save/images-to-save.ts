import type { Logger } from '../../log/logger.js';
import { renderContextCharts } from '../charts/render-context-charts.js';
import type { MergedContext } from '../context/merged-context.js';
import { ARCHIVE_LIST, type ArchiveToSave, readArchiveList } from './archive-list.js';
import { type ContextImages, collectContextImages } from './image-list.js';

/** What a build saves into `registry/`: images to pull, and images from archives in the context. */
export interface ImagesToSave extends ContextImages {
  archives: ArchiveToSave[];
}

/**
 * The one list `build` and `registry save` (and its `--dry-run`) save, with what the user should know about it
 * logged: what `.sealignore` dropped, and the archives `images/skopeo/tar.txt` adds.
 */
export async function listImagesToSave(context: MergedContext, logger: Logger): Promise<ImagesToSave> {
  const listed = await collectContextImages(context, renderContextCharts);
  if (listed.ignored.length) logger.info(`.sealignore drops: ${listed.ignored.join(', ')}`);
  const archives = await readArchiveList(context);
  for (const archive of archives)
    logger.info(
      `${ARCHIVE_LIST}: ${archive.transport}:${archive.path} is saved as ${archive.repository}:${archive.tag}`,
    );
  return { ...listed, archives };
}
