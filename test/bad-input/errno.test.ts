import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { causeText, errorMessage } from '../../src/errors.js';
import { failureReport } from '../../src/log/failure-report.js';

async function failureOf(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('file system errors read as words, with the path at fault', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'errno-'));
    await mkdir(path.join(dir, 'folder'));
    await writeFile(path.join(dir, 'file'), 'x');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.each([
    ['EISDIR', () => writeFile(path.join(dir, 'folder'), 'x'), 'folder: it is a folder, not a file'],
    ['ERR_FS_EISDIR', () => rm(path.join(dir, 'folder')), 'folder: it is a folder, not a file'],
    [
      'ENOTDIR',
      () => readFile(path.join(dir, 'file', 'x')),
      'file/x: a part of the path is a file, not a folder',
    ],
    ['ENOENT', () => readFile(path.join(dir, 'none')), 'none: no such file or folder'],
    [
      'ENAMETOOLONG',
      () => readFile(path.join(dir, 'n'.repeat(300))),
      `${'n'.repeat(300)}: the name is too long`,
    ],
    ['EEXIST', () => mkdir(path.join(dir, 'file')), 'file: it already exists'],
    [
      'a rename onto a folder names the target',
      () => rename(path.join(dir, 'file'), path.join(dir, 'folder')),
      'folder: it is a folder, not a file',
    ],
  ])('%s', async (_code, work, expected) => {
    const error = await failureOf(work());
    expect(failureReport(error).join('\n')).toBe(path.join(dir, expected));
    expect(errorMessage(error)).toBe(path.join(dir, expected));
    expect(causeText(error)).toBe(expected.slice(expected.indexOf(': ') + 2));
  });

  it('leaves other errors as they are', () => {
    expect(causeText(new Error('plain'))).toBe('plain');
    expect(errorMessage('text')).toBe('text');
  });
});
