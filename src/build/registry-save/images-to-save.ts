import type { Logger } from '../../log/logger.js';
import { renderContextCharts } from '../charts/render-context-charts.js';
import type { MergedContext } from '../context/merged-context.js';
import { type ContextImages, collectContextImages } from './image-list.js';

/**
 * The one list `build` and `registry save` (and its `--dry-run`) save, with what the user should know about it
 * logged: what `.sealignore` dropped.
 */
export async function listImagesToSave(context: MergedContext, logger: Logger): Promise<ContextImages> {
  const listed = await collectContextImages(context, renderContextCharts);
  if (listed.ignored.length) logger.info(`.sealignore drops: ${listed.ignored.join(', ')}`);
  return listed;
}
