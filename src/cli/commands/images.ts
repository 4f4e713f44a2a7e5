import { digestHex } from '../../image/digest.js';
import { parseReference, referenceName } from '../../image/reference.js';
import { formatBytes } from '../../log/logger.js';
import type { RegisterCommand } from '../context.js';
import { addStoreFlag, type ImageStoreFlags, localImagesOf } from '../image-flags.js';

export const registerImages: RegisterCommand = (program, context) => {
  addStoreFlag(
    program
      .command('images')
      .description('List the images of the local image store (repository, tag, image ID, created, size)'),
  ).action(async (flags: ImageStoreFlags) => {
    const rows = [['REPOSITORY', 'TAG', 'IMAGE ID', 'CREATED', 'SIZE']];
    for (const image of await localImagesOf(flags).list())
      for (const name of image.names.length ? image.names : ['<none>']) {
        const ref = name === '<none>' ? undefined : parseReference(name);
        rows.push([
          ref ? referenceName(ref) : '<none>',
          ref?.tag ?? '<none>',
          digestHex(image.configDigest).slice(0, 12),
          image.config.created ?? '',
          formatBytes(image.size),
        ]);
      }
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
    for (const row of rows)
      context.stdout(
        `${row
          .map((cell, i) => cell.padEnd(widths[i]!))
          .join('  ')
          .trimEnd()}\n`,
      );
  });
};
