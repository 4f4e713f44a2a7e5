import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CliLab, ipOf, startCliLab } from '../../lab/cli-lab.js';
import { describeAsRoot } from '../../lab/root.js';

const CLUSTER = 'quiet';

/**
 * Real labring images start the cluster registry from systemd, and customised ones may start it elsewhere:
 * an `init-registry` that starts nothing must not fail Bootstrap. Here a Config replaces the test rootfs's
 * script with one that only prints, as such an image's would; the run warns, naming the host and the port,
 * and reaches ClusterSuccess.
 */
describeAsRoot('Bootstrap with an init-registry that starts nothing', () => {
  let env: CliLab;

  beforeAll(async () => {
    env = await startCliLab({ hosts: 1 });
  });

  afterAll(async () => {
    await env?.stop();
  });

  it('warns about the quiet port on the registry host and completes', async () => {
    const { lab, images } = env;
    const [master] = lab.hosts;
    const configFile = path.join(env.dir, 'init-registry.yaml');
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
    const { alice } = lab.credentials;
    const { status, output } = await env.cli([
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
    ]);
    expect(output).toContain('registry.service is managed by systemd: nothing to start here');
    expect(output).toMatch(
      new RegExp(
        `warn: \\[${ipOf(master!).replaceAll('.', '\\.')}(:\\d+)?\\] nothing answers on port 5000 yet after init-registry`,
      ),
    );
    expect(output).not.toMatch(/^\s*error: /m);
    expect(status).toBe(0);
    expect((await env.savedClusterfile(CLUSTER)).cluster.status?.phase).toBe('ClusterSuccess');
    expect((await lab.run(master!, 'test -e /run/sealos-registry.pid')).code).not.toBe(0);
  });
});
