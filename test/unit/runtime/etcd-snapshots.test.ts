import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  etcdSnapshotFolder,
  etcdSnapshotName,
  pruneEtcdSnapshots,
} from '../../../src/runtime/etcd-snapshots.js';

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('etcd snapshots on master0', () => {
  it("live in the cluster's data folder, named by UTC time so names sort as they were taken", () => {
    expect(etcdSnapshotFolder('lab')).toBe('/var/lib/sealos/data/lab/etcd-snapshots');
    expect(etcdSnapshotName(new Date('2026-11-29T03:45:00.123Z'))).toBe('etcd-20261129T034500.123Z');
  });

  it('pruning keeps the newest three by name (k3s suffixes included) and nothing else is touched', () => {
    dir = mkdtempSync(join(tmpdir(), 'etcd-snapshots-'));
    const names = [
      'etcd-20261129T034500.123Z.db',
      'etcd-20261129T034500.124Z-master-0-1795837500',
      'etcd-20261128T235959.999Z.db',
      'etcd-20261129T101010.000Z.db',
      'etcd-20261130T000000.000Z.db',
      'my-own-backup.db',
      'etcd-notes.txt',
    ];
    for (const name of names) writeFileSync(join(dir, name), 'x');
    const result = spawnSync('bash', ['-c', pruneEtcdSnapshots(dir)], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(readdirSync(dir).sort()).toEqual([
      'etcd-20261129T034500.124Z-master-0-1795837500',
      'etcd-20261129T101010.000Z.db',
      'etcd-20261130T000000.000Z.db',
      'etcd-notes.txt',
      'my-own-backup.db',
    ]);
    expect(spawnSync('bash', ['-c', pruneEtcdSnapshots(dir)]).status).toBe(0);
    expect(readdirSync(dir)).toHaveLength(5);
  });
});
