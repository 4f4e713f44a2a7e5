import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImage } from '../../../src/build/builder.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { run, treeListing, writeRootfsTree } from './helpers.js';

// The OCI layout and archive outputs, checked by umoci, oci-image-tool and skopeo (none written here).
let work: string;
let containerd: string;
let k8s: string;
const platform = { os: 'linux', architecture: 'amd64' };

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'build-layout-'));
  containerd = path.join(work, 'containerd');
  k8s = path.join(work, 'k8s');
  await writeRootfsTree(containerd, 'containerd', { files: 200, bigFiles: 2 });
  await writeRootfsTree(k8s, 'k8s', { files: 100, bigFiles: 1 });
  await writeFile(
    path.join(k8s, 'Kubefile'),
    [
      'FROM scratch',
      'LABEL sealos.io.type=rootfs version=v1.27.7 init="init-cri.sh \\$registryDomain && bash init.sh"',
      'ENV criData=/var/lib/containerd',
      'COPY . .',
      'CMD ["bash init.sh"]',
    ].join('\n'),
  );
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('build to an OCI layout', () => {
  it('umoci unpacks exactly the merged tree; oci-image-tool validates; a rebuild has the same digest', async () => {
    const layout = path.join(work, 'layout');
    const archive = path.join(work, 'image.tar');
    const { logger, sink } = memoryLogger();
    const result = await buildImage({
      kubefile: path.join(k8s, 'Kubefile'),
      contexts: [containerd, k8s],
      tags: ['example.com/labring/kubernetes:v1.27.7'],
      labels: new Map([['sealos.io.version', 'v1beta1']]),
      env: new Map([['criData', '/data/containerd']]),
      platform,
      ociLayout: layout,
      ociArchive: archive,
      logger,
    });
    expect(result.layers).toHaveLength(1);
    expect(result.overrides.map((o) => o.path)).toContain('scripts/init.sh');
    // 103 overrides: the first 50 are logged one a line, then a count.
    expect(result.overrides).toHaveLength(103);
    expect(
      sink.lines.filter((l) => l.startsWith('info:context: ') && l.includes(' overrides ')),
    ).toHaveLength(50);
    expect(sink.lines).toContain('info:context: 53 more files overridden');

    await run('oci-image-tool', ['validate', '--type', 'image', '--ref', 'name=v1.27.7', layout]);

    const bundle = path.join(work, 'bundle');
    await run('umoci', ['unpack', '--rootless', '--image', `${layout}:v1.27.7`, bundle]);
    // The merged tree, built the slow obvious way: copy the folders in order with cp.
    const merged = path.join(work, 'merged');
    await mkdir(merged);
    await run('cp', ['-a', `${containerd}/.`, `${k8s}/.`, merged]);
    expect(await treeListing(path.join(bundle, 'rootfs'))).toEqual(await treeListing(merged));

    const inspect = JSON.parse(
      (await run('skopeo', ['inspect', '--config', `oci-archive:${archive}:v1.27.7`])).stdout,
    );
    expect(inspect.config.Labels).toEqual({
      init: 'init-cri.sh $registryDomain && bash init.sh',
      'sealos.io.type': 'rootfs',
      'sealos.io.version': 'v1beta1',
      version: 'v1.27.7',
    });
    expect(inspect.config.Env).toEqual(['criData=/data/containerd']);
    expect(inspect.config.Cmd).toEqual(['bash init.sh']);
    expect(inspect.created).toBe('1970-01-01T00:00:00Z');
    expect(inspect.history).toHaveLength(4);

    const index = JSON.parse(await readFile(path.join(layout, 'index.json'), 'utf8'));
    expect(index.manifests).toHaveLength(1);
    expect(index.manifests[0].digest).toBe(result.digest);

    const again = await buildImage({
      kubefile: path.join(k8s, 'Kubefile'),
      contexts: [containerd, k8s],
      tags: ['example.com/labring/kubernetes:v1.27.7'],
      labels: new Map([['sealos.io.version', 'v1beta1']]),
      env: new Map([['criData', '/data/containerd']]),
      platform,
      ociLayout: layout,
      logger,
    });
    expect(again.digest).toBe(result.digest);
    const reread = JSON.parse(await readFile(path.join(layout, 'index.json'), 'utf8'));
    expect(reread.manifests).toHaveLength(1);
  });

  it('SOURCE_DATE_EPOCH and the platform change the digest; the archive is a streamed copy of the layout', async () => {
    const base = { kubefile: path.join(k8s, 'Kubefile'), contexts: [k8s], logger: memoryLogger().logger };
    const a = await buildImage({ ...base, platform });
    const b = await buildImage({ ...base, platform, sourceDateEpoch: 1_700_000_000 });
    const c = await buildImage({ ...base, platform: { os: 'linux', architecture: 'arm64' } });
    expect(new Set([a.digest, b.digest, c.digest]).size).toBe(3);
    expect(a.layers[0]?.digest).toBe(c.layers[0]?.digest);
    const archive = path.join(work, 'arm.tar');
    await buildImage({ ...base, platform: { os: 'linux', architecture: 'arm64' }, ociArchive: archive });
    const { stdout } = await run('tar', ['-tf', archive]);
    expect(stdout.trim().split('\n').slice(0, 4)).toEqual([
      'blobs/',
      'blobs/sha256/',
      'oci-layout',
      'index.json',
    ]);
    const copied = path.join(work, 'copied');
    await run('skopeo', ['copy', `oci-archive:${archive}:latest`, `oci:${copied}:x`]);
    const inspect = JSON.parse((await run('skopeo', ['inspect', `oci:${copied}:x`])).stdout);
    expect(inspect.Architecture).toBe('arm64');
    expect(inspect.Digest).toBe(c.digest);
  });
});
