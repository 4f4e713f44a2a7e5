import { access } from 'node:fs/promises';

/** Whether something is at `path` (following links); false for any error, e.g. a folder that cannot be read. */
export async function pathExists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
