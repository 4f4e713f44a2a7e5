import { stat } from 'node:fs/promises';
import { causeText, UsageError } from '../errors.js';
import { pathProblem } from './input-path.js';

/**
 * A folder the user names for output (`--registry-dir`, an OCI layout): it may not exist yet, but it may not be
 * a file, nor lie below one. Checked before any work, so the refusal names the flag rather than surfacing as a
 * raw ENOTDIR halfway through.
 */
export async function checkOutputFolder(folder: string, label: string): Promise<void> {
  const problem = pathProblem(folder);
  if (problem) throw new UsageError(`${label} ${folder}: ${problem}`);
  try {
    if (!(await stat(folder)).isDirectory())
      throw new UsageError(`${label} ${folder}: it is a file, not a folder`, { file: folder });
  } catch (error) {
    if (error instanceof UsageError) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw new UsageError(`${label} ${folder}: ${causeText(error)}`, { file: folder, cause: error });
  }
}
