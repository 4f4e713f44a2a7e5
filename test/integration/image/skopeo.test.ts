import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Of } from '../../../src/image/digest.js';
import { MediaTypes } from '../../../src/image/media-types.js';
import { resolveImage } from '../../../src/image/pull.js';
import { parseReference } from '../../../src/image/reference.js';
import { RegistryClient } from '../../../src/image/remote/registry-client.js';
import { ImageStore } from '../../../src/image/store/image-store.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { type RegistryLab, startRegistry } from '../../lab/registry.js';
import {
  type LayerFile,
  pushTestImage,
  pushTestIndex,
  type TestImage,
  writeLayer,
} from '../../lab/registry-images.js';
import { useTempDirs } from '../../unit/image/helpers.js';

const run = promisify(execFile);

async function skopeo(...args: string[]): Promise<string> {
  const { stdout } = await run('skopeo', args, { maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

describe('skopeo (an independent client) reads what we push, and we pull what skopeo copies', () => {
  let registry: RegistryLab;
  let client: RegistryClient;
  let image: TestImage;
  let layers: LayerFile[];
  const tempDir = useTempDirs();
  const amd64 = { os: 'linux', architecture: 'amd64' };

  beforeAll(async () => {
    registry = await startRegistry();
    client = new RegistryClient({ logger: memoryLogger({ debug: true }).logger });
    const dir = await tempDir();
    layers = [
      await writeLayer(join(dir, '1'), [
        { name: 'bin/', type: 'directory' },
        { name: 'bin/tool', content: 'tool', mode: 0o755 },
        { name: 'etc/motd', content: 'hello' },
      ]),
      await writeLayer(join(dir, '2'), [
        { name: 'etc/.wh.motd' },
        { name: 'bin/tool-link', type: 'symlink', linkname: 'tool' },
      ]),
    ];
    image = await pushTestImage(client, parseReference(`${registry.host}/apps/tool:v1`), layers, {
      labels: { 'sealos.io.type': 'application' },
    });
  });
  afterAll(async () => {
    client?.close();
    await registry?.stop();
  });

  it('skopeo inspect sees our manifest digest, layers and labels; --raw gives our exact bytes', async () => {
    const inspected = JSON.parse(
      await skopeo('inspect', '--tls-verify=false', `docker://${registry.host}/apps/tool:v1`),
    );
    expect(inspected.Digest).toBe(image.manifestDigest);
    expect(inspected.Layers).toEqual(layers.map((l) => l.digest));
    expect(inspected.Labels).toEqual({ 'sealos.io.type': 'application' });
    expect(inspected.Architecture).toBe('amd64');
    const raw = await skopeo(
      'inspect',
      '--raw',
      '--tls-verify=false',
      `docker://${registry.host}/apps/tool:v1`,
    );
    expect(sha256Of(raw)).toBe(image.manifestDigest);
  });

  it('skopeo reads a two-platform index we pushed', async () => {
    const arm = await pushTestImage(
      client,
      parseReference(`${registry.host}/apps/tool:arm64`),
      [layers[0]!],
      {
        platform: { os: 'linux', architecture: 'arm64' },
      },
    );
    const indexDigest = await pushTestIndex(client, parseReference(`${registry.host}/apps/tool:multi`), [
      { image, platform: amd64 },
      { image: arm, platform: { os: 'linux', architecture: 'arm64' } },
    ]);
    const raw = await skopeo(
      'inspect',
      '--raw',
      '--tls-verify=false',
      `docker://${registry.host}/apps/tool:multi`,
    );
    expect(sha256Of(raw)).toBe(indexDigest);
    const armView = JSON.parse(
      await skopeo(
        'inspect',
        '--tls-verify=false',
        '--override-arch',
        'arm64',
        `docker://${registry.host}/apps/tool:multi`,
      ),
    );
    // skopeo's Digest is the index's; the platform it chose shows in the architecture and layers.
    expect(armView.Digest).toBe(indexDigest);
    expect(armView.Architecture).toBe('arm64');
    expect(armView.Layers).toEqual([layers[0]!.digest]);
    expect(arm.manifestDigest).not.toBe(image.manifestDigest);
  });

  it('skopeo copies our image to an OCI layout and back to a new repository; we pull the same tree', async () => {
    const layout = join(await tempDir(), 'layout');
    await skopeo(
      'copy',
      '--src-tls-verify=false',
      `docker://${registry.host}/apps/tool:v1`,
      `oci:${layout}:v1`,
    );
    const index = JSON.parse(await readFile(join(layout, 'index.json'), 'utf8'));
    expect(index.manifests[0].digest).toBe(image.manifestDigest);
    expect((await readdir(join(layout, 'blobs/sha256'))).sort()).toEqual(
      [image.manifestDigest, image.configDigest, ...layers.map((l) => l.digest)]
        .map((d) => d.slice(7))
        .sort(),
    );

    await skopeo(
      'copy',
      '--dest-tls-verify=false',
      `oci:${layout}:v1`,
      `docker://${registry.host}/copied/tool:v1`,
    );
    const copied = parseReference(`${registry.host}/copied/tool:v1`);
    const resolved = await resolveImage(client, copied, amd64);
    expect(resolved.manifestDigest).toBe(image.manifestDigest);
    expect(resolved.manifestMediaType).toBe(MediaTypes.ociManifest);

    const store = new ImageStore({
      client,
      logger: memoryLogger({ debug: true }).logger,
      root: await tempDir(),
    });
    const mounted = await store.mount(copied, amd64);
    expect((await readdir(mounted.rootfs)).sort()).toEqual(['bin', 'etc']);
    expect(await readdir(join(mounted.rootfs, 'etc'))).toEqual([]);
    expect(await readFile(join(mounted.rootfs, 'bin/tool-link'), 'utf8')).toBe('tool');
  });
});
