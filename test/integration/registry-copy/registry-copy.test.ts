import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/program.js';
import { runnerStep, runStep } from '../../lab/action-runner.js';
import { type CliLab, startCliLab } from '../../lab/cli-lab.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { describeAsRoot } from '../../lab/root.js';

const CLUSTER = 'copy';

/**
 * `registry copy`: an image the workflow built (`build --oci-archive`) reaches the cluster registry that the
 * test cluster image runs on master0 (the real docker-registry, htpasswd admin/passw0rd, port 5000), through
 * master0's SSH connection: the runner cannot resolve sealos.hub, so nothing but the tunnel can carry it. The
 * registry then serves it to a client on master0 itself, as containerd there would pull it.
 */
describeAsRoot('registry copy into the cluster registry on master0', () => {
  let env: CliLab;

  beforeAll(async () => {
    env = await startCliLab({ hosts: 2 });
  });

  afterAll(async () => {
    await env?.stop();
  });

  const archiveFile = () => path.join(env.dir, 'app.tar');

  it('sends a built image once, and the registry serves it', async () => {
    const { lab, images } = env;
    const [master, node] = lab.hosts;
    const { alice } = lab.credentials;
    const ssh = ['--user', alice.user, '--passwd', alice.password];
    const created = await env.cli([
      'run',
      images.rootfs,
      '--masters',
      master!.address,
      '--nodes',
      node!.address,
      '--cluster',
      CLUSTER,
      ...ssh,
    ]);
    expect(created.status, created.output).toBe(0);

    const app = path.join(env.dir, 'app');
    await mkdir(app, { recursive: true });
    await writeFile(path.join(app, 'index.html'), 'pr-42\n');
    await writeFile(path.join(app, 'Kubefile'), 'FROM scratch\nCOPY index.html /srv/index.html\n');
    const archive = archiveFile();
    // As a user runs it (cli() adds --state-dir, which build does not take).
    const { logger, sink } = memoryLogger();
    const built = await runCli(
      ['build', '-f', path.join(app, 'Kubefile'), '-t', 'app:pr-42', '--oci-archive', archive, app],
      { logger, stdout: () => {} },
    );
    expect(built, sink.lines.join('\n')).toBe(0);

    const copy = [
      'registry',
      'copy',
      `oci-archive:${archive}`,
      'sealos.hub:5000/app:pr-42',
      '-c',
      CLUSTER,
      ...ssh,
    ];
    const first = await env.cli(copy);
    expect(first.status, first.output).toBe(0);
    expect(first.output).toMatch(/pushed sealos\.hub:5000\/app:pr-42: 2 of 2 blobs uploaded/);

    // Served by the registry on master0 to a client there (basic auth, as the cluster's containerd logs in).
    const curl = (what: string) =>
      lab.run(
        master!,
        `curl -sf -u admin:passw0rd -H 'Accept: application/vnd.oci.image.manifest.v1+json' http://127.0.0.1:5000/v2/${what}`,
      );
    const manifest = await curl('app/manifests/pr-42');
    expect(manifest.code, manifest.stderr).toBe(0);
    const layer = (JSON.parse(manifest.stdout) as { layers: Array<{ digest: string }> }).layers[0]!.digest;
    const blob = await lab.run(
      master!,
      `curl -sf -u admin:passw0rd http://127.0.0.1:5000/v2/app/blobs/${layer} | tar -xzO`,
    );
    expect(blob.stdout).toBe('pr-42\n');

    // And to another host of the cluster, as a node's containerd pulls from sealos.hub (master0).
    const fromNode = await lab.run(
      node!,
      `curl -sf -o /dev/null -w '%{http_code}' -u admin:passw0rd -H 'Accept: application/vnd.oci.image.manifest.v1+json' http://${master!.ip}:5000/v2/app/manifests/pr-42`,
    );
    expect(fromNode.stdout).toBe('200');

    // A second copy finds every blob there and sends none.
    const again = await env.cli(copy);
    expect(again.status, again.output).toBe(0);
    expect(again.output).toMatch(/pushed sealos\.hub:5000\/app:pr-42: 0 of 2 blobs uploaded/);

    // From a registry, named as sealos names it (the source's repository under the cluster's registry): the
    // pause image is there already, mirrored from the cluster image's registry/ folder, so nothing is sent.
    const fromRegistry = await env.cli([
      'registry',
      'copy',
      `docker://${images.pause}`,
      '-c',
      CLUSTER,
      ...ssh,
    ]);
    expect(fromRegistry.status, fromRegistry.output).toBe(0);
    expect(fromRegistry.output).toMatch(
      /pushed sealos\.hub:5000\/library\/pause:3\.9: 0 of \d+ blobs uploaded/,
    );
    const tags = await curl('library/pause/tags/list');
    expect(JSON.parse(tags.stdout)).toEqual({ name: 'library/pause', tags: ['3.9'] });

    // A destination outside the cluster's registry is refused: nothing else is reached through master0.
    const elsewhere = await env.cli([
      'registry',
      'copy',
      `oci-archive:${archive}`,
      'ghcr.io/x/app:1',
      '-c',
      CLUSTER,
      ...ssh,
    ]);
    expect(elsewhere.status).not.toBe(0);
    expect(elsewhere.output).toContain("is not in the cluster's registry sealos.hub:5000");
  });

  it('the run action copies after its apply, with the registry-copy input', async () => {
    const { lab, images } = env;
    const [master, node] = lab.hosts;
    const { alice } = lab.credentials;
    const step = await runnerStep(path.join(env.dir, 'action'), {
      cache: path.join(env.dir, 'cache'),
      inputs: {
        images: images.rootfs,
        masters: master!.address,
        nodes: node!.address,
        user: alice.user,
        password: alice.password,
        cluster: CLUSTER,
        'host-key-policy': 'accept-new',
        'insecure-registries': env.registry.host,
        timeout: '30',
        wait: '0',
        state: 'local',
        'state-dir': path.join(env.dir, 'state'),
        'registry-copy': `oci-archive:${archiveFile()} sealos.hub:5000/app:pr-43\n`,
      },
    });
    const run = await runStep(step, 'run/main');
    expect(run.status, run.stdout + run.stderr).toBe(0);
    // Same blobs as pr-42's: only the manifest is new.
    expect(run.stdout).toMatch(/pushed sealos\.hub:5000\/app:pr-43: 0 of 2 blobs uploaded/);
    const copied = run.outputs['registry-images'];
    expect(copied).toMatch(/^sealos\.hub:5000\/app:pr-43@sha256:[0-9a-f]{64}$/);
    const served = await lab.run(
      master!,
      `curl -sf -u admin:passw0rd http://127.0.0.1:5000/v2/app/tags/list`,
    );
    expect(JSON.parse(served.stdout).tags.sort()).toEqual(['pr-42', 'pr-43']);
  });
});
