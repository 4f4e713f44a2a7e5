import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/program.js';
import { parseClusterfile } from '../../../src/clusterfile/index.js';
import { ConsoleSink } from '../../../src/log/console-sink.js';
import { Logger } from '../../../src/log/logger.js';
import { buildTestClusterImages, type TestClusterImages } from '../../lab/cluster-images.js';
import { type RegistryLab, startRegistry } from '../../lab/registry.js';
import { describeAsRoot } from '../../lab/root.js';
import { type Lab, startLab } from '../../lab/sshd-lab.js';

const CLUSTER = 'quiet';

/**
 * Real labring images start the cluster registry from systemd, and customised ones may start it elsewhere:
 * an `init-registry` that starts nothing must not fail Bootstrap. Here a Config replaces the test rootfs's
 * script with one that only prints, as such an image's would; the run warns, naming the host and the port,
 * and reaches ClusterSuccess.
 */
describeAsRoot('Bootstrap with an init-registry that starts nothing', () => {
  let lab: Lab;
  let registry: RegistryLab;
  let images: TestClusterImages;
  let dir: string;
  const cache = process.env.XDG_CACHE_HOME;

  beforeAll(async () => {
    lab = await startLab({ hosts: 1 });
    registry = await startRegistry({ address: lab.bridgeIp });
    images = await buildTestClusterImages({ registryHost: registry.host });
    dir = await mkdtemp(path.join(os.tmpdir(), 'sealos-quiet-registry-'));
    process.env.XDG_CACHE_HOME = path.join(dir, 'cache');
  });

  afterAll(async () => {
    if (cache === undefined) delete process.env.XDG_CACHE_HOME;
    else process.env.XDG_CACHE_HOME = cache;
    await lab?.stop();
    await registry?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('warns about the quiet port on the registry host and completes', async () => {
    const [master] = lab.hosts;
    const configFile = path.join(dir, 'init-registry.yaml');
    await writeFile(
      configFile,
      [
        'apiVersion: apps.sealos.io/v1beta1',
        'kind: Config',
        'metadata:',
        '  name: registry-started-elsewhere',
        'spec:',
        `  match: ${images.rootfs}`,
        '  path: scripts/init-registry.sh',
        '  strategy: override',
        '  data: |',
        '    #!/bin/bash',
        '    # The registry of this image runs as a systemd unit installed by the image (none in this lab).',
        '    echo "INFO [init-registry] registry.service is managed by systemd: nothing to start here"',
        '',
      ].join('\n'),
    );
    let output = '';
    const err = new Writable({
      write(chunk, _encoding, done) {
        output += String(chunk);
        done();
      },
    });
    const { alice } = lab.credentials;
    const status = await runCli(
      [
        'run',
        images.rootfs,
        '--masters',
        master!.address,
        '--user',
        alice.user,
        '--passwd',
        alice.password,
        '--cluster',
        CLUSTER,
        '--config-file',
        configFile,
        '--state-dir',
        path.join(dir, 'state'),
        '--insecure-registry',
        registry.host,
      ],
      { logger: new Logger(new ConsoleSink(false, err)), stdout: () => {} },
    );
    expect(output).toContain('registry.service is managed by systemd: nothing to start here');
    expect(output).toMatch(
      new RegExp(
        `warn: \\[${master!.address.replace(/:\d+$/, '').replaceAll('.', '\\.')}(:\\d+)?\\] nothing answers on port 5000 yet after init-registry`,
      ),
    );
    expect(output).not.toMatch(/^\s*error: /m);
    expect(status).toBe(0);
    const saved = parseClusterfile(await readFile(path.join(dir, 'state', CLUSTER, 'Clusterfile'), 'utf8'));
    expect(saved.clusterfile.cluster.status?.phase).toBe('ClusterSuccess');
    expect((await lab.run(master!, 'test -e /run/sealos-registry.pid')).code).not.toBe(0);
  });
});
