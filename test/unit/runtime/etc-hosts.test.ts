import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addHostsEntriesScript,
  addHostsEntryScript,
  removeHostsEntriesScript,
  removeHostsEntryScript,
} from '../../../src/runtime/etc-hosts.js';

const run = promisify(execFile);

/** The scripts run as hosts run them (bash, the system's awk), on a file of the test's own. */
describe('/etc/hosts edits', () => {
  let dir: string;
  let file: string;
  const script = (text: string) => run('bash', ['-c', text]);
  const lines = async () => (await readFile(file, 'utf8')).split('\n').filter((line) => line !== '');

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'etc-hosts-'));
    file = path.join(dir, 'hosts');
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('adds a name at the end, in place (same inode), keeping every other line', async () => {
    await writeFile(file, '127.0.0.1 localhost\n# a comment\n10.0.0.5 other.example\n');
    const inode = (await stat(file)).ino;
    await script(addHostsEntryScript('10.77.0.11', 'sealos.hub', file));
    expect(await lines()).toEqual([
      '127.0.0.1 localhost',
      '# a comment',
      '10.0.0.5 other.example',
      '10.77.0.11 sealos.hub',
    ]);
    expect((await stat(file)).ino).toBe(inode);
  });

  it('leaves one entry per name: a wrong address, a duplicate and a line naming it among others all go', async () => {
    await writeFile(
      file,
      '127.0.0.1 localhost\n10.0.0.1 sealos.hub\n10.77.0.11 sealos.hub\n10.0.0.2 a.example sealos.hub\n',
    );
    await script(addHostsEntryScript('10.77.0.11', 'sealos.hub', file));
    expect(await lines()).toEqual(['127.0.0.1 localhost', '10.77.0.11 sealos.hub']);
  });

  it('does not write a file that is already right', async () => {
    await writeFile(file, '127.0.0.1 localhost\n10.77.0.11 sealos.hub\n');
    await utimes(file, 1000, 1000);
    await script(addHostsEntryScript('10.77.0.11', 'sealos.hub', file));
    expect((await stat(file)).mtimeMs).toBe(1000_000);
  });

  it('creates a missing file, and sets several names in one command, in order', async () => {
    await script(
      addHostsEntriesScript(
        [
          { ip: '10.103.97.2', domain: 'apiserver.cluster.local' },
          { ip: '10.77.0.12', domain: 'lvscare.node.ip' },
        ],
        file,
      ),
    );
    expect(await lines()).toEqual(['10.103.97.2 apiserver.cluster.local', '10.77.0.12 lvscare.node.ip']);
  });

  it('removes every line naming a name, leaves a file without it untouched, and empties a file of only it', async () => {
    await writeFile(file, '127.0.0.1 localhost\n10.0.0.1 a.example\n10.0.0.2 a.example b.example\n');
    await script(removeHostsEntryScript('a.example', file));
    expect(await lines()).toEqual(['127.0.0.1 localhost']);

    await utimes(file, 1000, 1000);
    await script(removeHostsEntriesScript(['a.example', 'b.example'], file));
    expect((await stat(file)).mtimeMs).toBe(1000_000);

    await writeFile(file, '10.0.0.1 a.example\n');
    await script(removeHostsEntryScript('a.example', file));
    expect(await readFile(file, 'utf8')).toBe('');
  });

  it('writes names and addresses as given: no escape in them is expanded', async () => {
    await script(addHostsEntryScript('10.0.0.1', 'a\\tb.example', file));
    expect(await lines()).toEqual(['10.0.0.1 a\\tb.example']);
    await script(removeHostsEntryScript('a\\tb.example', file));
    expect(await lines()).toEqual([]);
  });

  it('removing from a missing file is nothing to do', async () => {
    await script(removeHostsEntriesScript(['a.example'], file));
    await expect(stat(file)).rejects.toThrow(/ENOENT/);
  });
});
