import { preloadArchives } from '../../image/archive/archive-images.js';
import type { Platform } from '../../image/platform.js';
import type { LocalImages } from '../../image/store/local-images.js';
import type { Logger } from '../../log/logger.js';
import type { RunRequest } from '../../run/run-request.js';
import { type InputReader, listInput } from '../inputs.js';

/**
 * The run action's archives, as `sealos run -t oci-archive FILE.tar`: every file of the `archives` input and
 * every `oci-archive:PATH` / `docker-archive:PATH` entry of `images` is loaded into the local images, and the
 * request runs the names they give instead: those of `archives` first, then `images` in its order. With a
 * Clusterfile, `archives` only fills the local images its `spec.image` is then found in.
 */
export async function loadArchiveInputs(
  read: InputReader,
  request: RunRequest,
  local: LocalImages,
  platform: Platform,
  logger: Logger,
): Promise<RunRequest> {
  const archives = await preloadArchives(local, listInput(read, 'archives', false), platform, logger, {
    which: 'every',
    source: 'input archives',
  });
  const { source } = request;
  if (source.kind !== 'inputs') return request;
  const images = await preloadArchives(local, source.inputs.images ?? [], platform, logger, {
    which: 'transport',
    source: 'input images',
  });
  return {
    ...request,
    source: { ...source, inputs: { ...source.inputs, images: [...archives, ...images] } },
  };
}
