import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseClusterfile } from '../../../src/clusterfile/index.js';
import { UsageError } from '../../../src/errors.js';
import { dropMissingKeyFiles } from '../../../src/run/key-files.js';
import { memoryLogger } from '../../lab/memory-log.js';

const clusterfile = (ssh: string, hostSsh = '') =>
  parseClusterfile(`apiVersion: apps.sealos.io/v1beta1
kind: Cluster
metadata: {name: default}
spec:
  hosts:
  - ips: [10.77.0.2]
    roles: [master]
${hostSsh}  ssh: ${ssh}
`).clusterfile;

describe('ssh.pk naming a file that does not exist', () => {
  it('is skipped with a warning when a password is there, as sealos skips it', async () => {
    const { logger, sink } = memoryLogger();
    const given = clusterfile('{passwd: pw, pk: /nonexistent/id_rsa}');
    const kept = await dropMissingKeyFiles(given, 'Clusterfile', logger);
    expect(kept.cluster.spec?.ssh).toEqual({ passwd: 'pw' });
    expect(given.cluster.spec?.ssh?.pk).toBe('/nonexistent/id_rsa');
    expect(sink.lines).toEqual([
      'warn:spec.ssh.pk: the key file /nonexistent/id_rsa does not exist; skipped, the password is used (as sealos does)',
    ]);
  });

  it("a host's own missing key falls back on the cluster's password", async () => {
    const given = clusterfile('{passwd: pw}', '    ssh: {pk: /nonexistent/host-key}\n');
    const kept = await dropMissingKeyFiles(given, 'Clusterfile', memoryLogger().logger);
    expect(kept.cluster.spec?.hosts?.[0]?.ssh).toEqual({});
  });

  it('is an error naming the file and the field when nothing else can log in', async () => {
    const error = await dropMissingKeyFiles(
      clusterfile('{pk: /nonexistent/id_rsa}'),
      'Clusterfile',
      memoryLogger().logger,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe(
      'Clusterfile: spec.ssh.pk: the key file /nonexistent/id_rsa does not exist, and there is no password to log in with instead',
    );
  });

  it('an existing key file is kept', async () => {
    const key = join(await mkdtemp(join(tmpdir(), 'key-files-')), 'id_rsa');
    await writeFile(key, 'not read here');
    const given = clusterfile(`{passwd: pw, pk: ${key}}`);
    expect(await dropMissingKeyFiles(given, 'Clusterfile', memoryLogger().logger)).toBe(given);
  });
});
