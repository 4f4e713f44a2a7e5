import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImage } from '../../../src/build/builder.js';
import { renderContextCharts } from '../../../src/build/charts/render-context-charts.js';
import { mergeContexts } from '../../../src/build/context/merged-context.js';
import { joinIndex } from '../../../src/build/multi-arch/join-index.js';
import { readArchiveList } from '../../../src/build/registry-save/archive-list.js';
import { collectContextImages } from '../../../src/build/registry-save/image-list.js';
import { saveImages } from '../../../src/build/registry-save/save.js';
import { DigestMismatchError } from '../../../src/image/errors.js';
import { RegistryClient } from '../../../src/image/remote/registry-client.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { type RegistryLab, startRegistry } from '../../lab/registry.js';
import { run, treeListing, writeRootfsTree } from './helpers.js';

// Build, push, registry save and index join against the real docker-registry, read back by skopeo and umoci.
let work: string;
let source: RegistryLab;
let client: RegistryClient;
const amd64 = { os: 'linux', architecture: 'amd64' };
const arm64 = { os: 'linux', architecture: 'arm64' };

async function appImage(
  name: string,
  content: string,
  platform = amd64,
  shared = 'shared layer',
): Promise<string> {
  const dir = await mkdtemp(path.join(work, 'app-'));
  await writeFile(path.join(dir, 'Kubefile'), 'FROM scratch\nCOPY shared /\nCOPY own /\nCMD ["serve"]\n');
  await mkdir(path.join(dir, 'shared'));
  await writeFile(path.join(dir, 'shared/common.txt'), shared);
  await mkdir(path.join(dir, 'own'));
  await writeFile(path.join(dir, 'own/app.txt'), `${content} ${platform.architecture}`);
  const result = await buildImage({
    kubefile: path.join(dir, 'Kubefile'),
    tags: [`${source.host}/${name}`],
    platform,
    push: true,
    client,
    logger: memoryLogger().logger,
  });
  return result.digest;
}

async function skopeoInspect(reference: string, ...flags: string[]) {
  return JSON.parse((await run('skopeo', ['inspect', '--tls-verify=false', ...flags, reference])).stdout);
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'build-registry-'));
  source = await startRegistry();
  client = new RegistryClient({ logger: memoryLogger().logger });
});

afterAll(async () => {
  client?.close();
  await source?.stop();
  await rm(work, { recursive: true, force: true });
});

describe('index join', () => {
  it('joins per-platform digests into one OCI index tag that skopeo resolves per architecture', async () => {
    const a = await appImage('library/nginx:1.25-amd64', 'nginx');
    const b = await appImage('library/nginx:1.25-arm64', 'nginx', arm64);
    const other = await appImage('matrix/nginx:arm64-build', 'nginx-other', arm64);
    const joined = await joinIndex({
      client,
      target: `${source.host}/library/nginx:1.25`,
      sources: [`${source.host}/library/nginx@${a}`, `${source.host}/library/nginx@${b}`],
      logger: memoryLogger().logger,
    });
    expect(joined.manifests.map((m) => m.platform)).toEqual(['linux/amd64', 'linux/arm64']);
    const raw = await skopeoInspect(`docker://${source.host}/library/nginx:1.25`, '--raw');
    expect(raw.mediaType).toBe('application/vnd.oci.image.index.v1+json');
    expect(raw.manifests.map((m: { digest: string }) => m.digest)).toEqual([a, b]);
    const arm = await skopeoInspect(`docker://${source.host}/library/nginx:1.25`, '--override-arch', 'arm64');
    expect(arm.Architecture).toBe('arm64');
    const armCopy = path.join(work, 'arm-copy');
    await run('skopeo', [
      'copy',
      '--src-tls-verify=false',
      '--override-arch',
      'arm64',
      `docker://${source.host}/library/nginx:1.25`,
      `oci:${armCopy}:x`,
    ]);
    expect((await skopeoInspect(`oci:${armCopy}:x`)).Digest).toBe(b);

    // A source in another repository is brought over (mounted) before the index names it.
    const cross = await joinIndex({
      client,
      target: `${source.host}/library/nginx:cross`,
      sources: [`${source.host}/library/nginx@${a}`, `${source.host}/matrix/nginx@${other}`],
      logger: memoryLogger().logger,
    });
    expect(cross.manifests[1]?.digest).toBe(other);
    const copied = path.join(work, 'cross');
    await run('skopeo', [
      'copy',
      '--src-tls-verify=false',
      '--override-arch',
      'arm64',
      `docker://${source.host}/library/nginx:cross`,
      `oci:${copied}:x`,
    ]);

    await expect(
      joinIndex({
        client,
        target: `${source.host}/library/nginx:dup`,
        sources: [`${source.host}/library/nginx@${a}`, `${source.host}/library/nginx@${a}`],
        logger: memoryLogger().logger,
      }),
    ).rejects.toThrow(/both linux\/amd64/);
  });
});

describe('registry save', () => {
  it('saves what the context lists into the docker-distribution layout that docker-registry serves', async () => {
    await appImage('labring/lvscare:v4.3.0', 'lvscare');
    await appImage('library/busybox:1.36', 'busybox');
    const context = path.join(work, 'save-context');
    await mkdir(path.join(context, 'images/shim'), { recursive: true });
    await mkdir(path.join(context, 'manifests/sub'), { recursive: true });
    await writeFile(
      path.join(context, 'images/shim/DefaultImageList'),
      `# images the cluster needs\n\n${source.host}/labring/lvscare:v4.3.0\n  ${source.host}/library/busybox:1.36  \n${source.host}/ignored/one:1\n`,
    );
    await writeFile(
      path.join(context, 'manifests/sub/app.yaml'),
      `spec:\n  containers:\n    - name: web\n      image: "${source.host}/library/nginx:1.25"\n      # image: ${source.host}/commented/out:1\n    - image: {{ .registry }}/x:1\n`,
    );
    await writeFile(path.join(context, '.sealignore'), `${source.host}/ignored/one:1\n`);
    const listed = await collectContextImages(await mergeContexts([context]), renderContextCharts);
    expect(listed.images).toEqual([
      `${source.host}/labring/lvscare:v4.3.0`,
      `${source.host}/library/busybox:1.36`,
      `${source.host}/library/nginx:1.25`,
    ]);

    const registryDir = path.join(context, 'registry');
    const saveLog = memoryLogger();
    const report = await saveImages({
      client,
      images: listed.images,
      platform: amd64,
      registryDirectory: registryDir,
      logger: saveLog.logger,
      progressThreshold: 100,
    });
    expect(saveLog.sink.lines.filter((l) => / \(100%\) at .* done$/.test(l)).length).toBeGreaterThan(0);
    // The shared layer is in all three images and is downloaded once: 3 configs + 3 own layers + 1 shared.
    expect(report.downloaded).toBe(7);
    expect(report.images.map((i) => i.saved)).toEqual([
      'labring/lvscare:v4.3.0',
      'library/busybox:1.36',
      'library/nginx:1.25',
    ]);

    const v2 = path.join(registryDir, 'docker/registry/v2');
    const nginx = path.join(v2, 'repositories/library/nginx/_manifests');
    const current = await readFile(path.join(nginx, 'tags/1.25/current/link'), 'utf8');
    expect(current).toMatch(/^sha256:[a-f0-9]{64}$/);
    expect(await readdir(path.join(nginx, 'tags/1.25/index/sha256'))).toEqual([current.slice(7)]);
    // The index and the amd64 manifest are revisions; the arm64 manifest was not saved.
    expect((await readdir(path.join(nginx, 'revisions/sha256'))).length).toBe(2);
    const layers = await readdir(path.join(v2, 'repositories/library/nginx/_layers/sha256'));
    expect(layers).toHaveLength(3);
    for (const hex of layers) {
      const link = await readFile(
        path.join(v2, 'repositories/library/nginx/_layers/sha256', hex, 'link'),
        'utf8',
      );
      expect(link).toBe(`sha256:${hex}`);
      await readFile(path.join(v2, 'blobs/sha256', hex.slice(0, 2), hex, 'data'));
    }

    const again = await saveImages({
      client,
      images: listed.images,
      platform: amd64,
      registryDirectory: registryDir,
      logger: memoryLogger().logger,
    });
    expect(again.downloaded).toBe(0);
    expect(again.present).toBe(7);

    const served = await startRegistry({ storageDir: registryDir });
    try {
      for (const saved of report.images) {
        const out = path.join(work, `copy-${saved.saved.replace(/[/:]/g, '_')}`);
        await run('skopeo', [
          'copy',
          '--src-tls-verify=false',
          `docker://${served.host}/${saved.saved}`,
          `oci:${out}:x`,
        ]);
        const inspect = await skopeoInspect(`oci:${out}:x`);
        expect(inspect.Architecture).toBe('amd64');
      }
      const raw = await skopeoInspect(`docker://${served.host}/library/nginx:1.25`, '--raw');
      expect(raw.manifests).toHaveLength(2);
    } finally {
      await served.stop();
    }
  });

  it("saves images/skopeo/tar.txt archives (sreg's testregistrytar) so that docker-registry serves them", async () => {
    // sreg TarList + tmpTarRegistryImage.SaveImages: `docker-archive:config_main.tar@library/config_main` is
    // served as library/config_main:latest (test/compat/MANIFEST.md).
    const context = path.join(import.meta.dirname, '../../compat/fixtures/sreg-testregistrytar');
    const archives = await readArchiveList(await mergeContexts([context]));
    const registryDir = path.join(work, 'archive-registry');
    const report = await saveImages({
      client,
      images: [],
      archives,
      platform: amd64,
      registryDirectory: registryDir,
      logger: memoryLogger().logger,
    });
    expect(report.images.map((i) => i.saved)).toEqual(['library/config_main:latest']);
    const served = await startRegistry({ storageDir: registryDir });
    try {
      const out = path.join(work, 'copy-config-main');
      await run('skopeo', [
        'copy',
        '--src-tls-verify=false',
        `docker://${served.host}/library/config_main:latest`,
        `oci:${out}:x`,
      ]);
      const inspect = await skopeoInspect(`oci:${out}:x`);
      expect(inspect.Architecture).toBe('amd64');
      // As served: the archive's uncompressed layer (skopeo's oci: copy compresses it on its way).
      const raw = await skopeoInspect(`docker://${served.host}/library/config_main:latest`, '--raw');
      expect(raw.layers.map((layer: { digest: string }) => layer.digest)).toEqual([
        'sha256:66ec27de33b06506a4a7dbd7a2e7bd428d481f4e982635be1e1338b068359679',
      ]);
    } finally {
      await served.stop();
    }
  });

  it('rejects a blob that fails its digest and leaves no data file for it', async () => {
    await appImage('broken/image:1', 'will be corrupted', amd64, 'unique shared layer for the broken image');
    const manifest = await skopeoInspect(`docker://${source.host}/broken/image:1`);
    const layer = manifest.Layers[1] as string;
    const hex = layer.slice(7);
    const data = path.join(
      source.storageDir,
      'docker/registry/v2/blobs/sha256',
      hex.slice(0, 2),
      hex,
      'data',
    );
    const bytes = await readFile(data);
    bytes[bytes.length - 5] = (bytes[bytes.length - 5] ?? 0) ^ 0xff;
    await writeFile(data, bytes);
    const registryDir = path.join(work, 'broken-registry');
    const error = await saveImages({
      client,
      images: [`${source.host}/broken/image:1`],
      platform: amd64,
      registryDirectory: registryDir,
      logger: memoryLogger().logger,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DigestMismatchError);
    await expect(
      readFile(path.join(registryDir, 'docker/registry/v2/blobs/sha256', hex.slice(0, 2), hex, 'data')),
    ).rejects.toThrow(/ENOENT/);
  });
});

describe('build and push a cluster image', () => {
  it('pushes a rootfs image with a saved registry/; skopeo and umoci read exactly the merged tree; a rebuild uploads nothing', async () => {
    const containerd = path.join(work, 'containerd');
    const k8s = path.join(work, 'k8s');
    await writeRootfsTree(containerd, 'containerd', { files: 400, bigFiles: 3 });
    await writeRootfsTree(k8s, 'k8s', { files: 200, bigFiles: 2 });
    await mkdir(path.join(k8s, 'images/shim'), { recursive: true });
    await writeFile(
      path.join(k8s, 'images/shim/list'),
      `${source.host}/labring/lvscare:v4.3.0\n${source.host}/library/nginx:1.25\n`,
    );
    await writeFile(
      path.join(k8s, 'Kubefile'),
      'FROM scratch\nLABEL sealos.io.type=rootfs version=v1.27.7\nENV criData=/var/lib/containerd\nCOPY . .\nCOPY bin/tool-0 /opt/extra/\nCMD ["bash init.sh"]\n',
    );
    const listed = await collectContextImages(await mergeContexts([containerd, k8s]), renderContextCharts);
    await saveImages({
      client,
      images: listed.images,
      platform: amd64,
      registryDirectory: path.join(k8s, 'registry'),
      logger: memoryLogger().logger,
    });

    const tag = `${source.host}/labring/kubernetes:v1.27.7`;
    const build = () =>
      buildImage({
        kubefile: path.join(k8s, 'Kubefile'),
        contexts: [containerd, k8s],
        tags: [tag, `${source.host}/labring/kubernetes:latest`],
        platform: amd64,
        push: true,
        client,
        logger: memoryLogger().logger,
      });
    const first = await build();
    expect(first.pushed).toHaveLength(2);
    expect(first.pushed[0]?.blobs.map((b) => b.result)).toEqual(['uploaded', 'uploaded', 'uploaded']);
    expect(first.pushed.map((p) => p.manifest)).toEqual(['uploaded', 'uploaded']);
    expect(first.size).toBeGreaterThan(3 * 1024 * 1024);

    const inspect = await skopeoInspect(`docker://${tag}`);
    expect(inspect.Digest).toBe(first.digest);
    expect(inspect.Labels).toEqual({ 'sealos.io.type': 'rootfs', version: 'v1.27.7' });
    expect(inspect.Layers).toHaveLength(2);

    const layout = path.join(work, 'pulled');
    await run('skopeo', ['copy', '--src-tls-verify=false', `docker://${tag}`, `oci:${layout}:v1.27.7`]);
    const bundle = path.join(work, 'pulled-bundle');
    await run('umoci', ['unpack', '--rootless', '--image', `${layout}:v1.27.7`, bundle]);
    const merged = path.join(work, 'merged-by-cp');
    await mkdir(merged);
    await run('cp', ['-a', `${containerd}/.`, `${k8s}/.`, merged]);
    await mkdir(path.join(merged, 'opt/extra'), { recursive: true });
    await run('cp', ['-a', path.join(merged, 'bin/tool-0'), path.join(merged, 'opt/extra/')]);
    const unpacked = await treeListing(path.join(bundle, 'rootfs'));
    expect(unpacked).toEqual(await treeListing(merged));
    expect(
      unpacked.filter((line) => line.startsWith('registry/docker/registry/v2/blobs/')).length,
    ).toBeGreaterThan(10);

    const second = await build();
    expect(second.digest).toBe(first.digest);
    expect(second.pushed[0]?.blobs.map((b) => b.result)).toEqual(['exists', 'exists', 'exists']);
    // Nothing sent at all: the tags already name this manifest.
    expect(second.pushed.map((p) => p.manifest)).toEqual(['exists', 'exists']);

    // FROM the pushed image: its layers are mounted into the new repository, never uploaded again.
    const extension = path.join(work, 'extension');
    await mkdir(path.join(extension, 'manifests'), { recursive: true });
    await writeFile(path.join(extension, 'manifests/extra.yaml'), 'kind: ConfigMap\n');
    await writeFile(
      path.join(extension, 'Kubefile'),
      `FROM ${tag}\nLABEL sealos.io.type=patch\nCOPY manifests manifests\n`,
    );
    const patched = await buildImage({
      kubefile: path.join(extension, 'Kubefile'),
      tags: [`${source.host}/labring/kubernetes-patch:v1`],
      platform: amd64,
      push: true,
      ociLayout: path.join(work, 'patch-layout'),
      client,
      logger: memoryLogger().logger,
    });
    expect(patched.pushed[0]?.blobs.map((b) => b.result)).toEqual([
      'uploaded',
      'mounted',
      'mounted',
      'uploaded',
    ]);
    const patchedInspect = await skopeoInspect(
      `docker://${source.host}/labring/kubernetes-patch:v1`,
      '--config',
    );
    expect(patchedInspect.config.Labels).toEqual({ 'sealos.io.type': 'patch', version: 'v1.27.7' });
    expect(patchedInspect.config.Env).toEqual(['criData=/var/lib/containerd']);
    expect(patchedInspect.rootfs.diff_ids).toHaveLength(3);

    // The layout output needs the base layers as files: they are streamed from the base repository.
    const patchLayout = path.join(work, 'patch-layout');
    await run('oci-image-tool', ['validate', '--type', 'image', '--ref', 'name=v1', patchLayout]);
    const patchBundle = path.join(work, 'patch-bundle');
    await run('umoci', ['unpack', '--rootless', '--image', `${patchLayout}:v1`, patchBundle]);
    await mkdir(path.join(merged, 'manifests'), { recursive: true });
    await writeFile(path.join(merged, 'manifests/extra.yaml'), 'kind: ConfigMap\n');
    expect(await treeListing(path.join(patchBundle, 'rootfs'))).toEqual(await treeListing(merged));

    // Pushed to another registry, the base layers cannot be mounted: they are streamed from the base's registry.
    const other = await startRegistry();
    try {
      const elsewhere = await buildImage({
        kubefile: path.join(extension, 'Kubefile'),
        tags: [`${other.host}/mirror/kubernetes-patch:v1`],
        platform: amd64,
        push: true,
        client,
        logger: memoryLogger().logger,
      });
      expect(elsewhere.digest).toBe(patched.digest);
      expect(elsewhere.pushed[0]?.blobs.map((b) => b.result)).toEqual([
        'uploaded',
        'uploaded',
        'uploaded',
        'uploaded',
      ]);
      const mirrored = path.join(work, 'mirrored');
      await run('skopeo', [
        'copy',
        '--src-tls-verify=false',
        `docker://${other.host}/mirror/kubernetes-patch:v1`,
        `oci:${mirrored}:v1`,
      ]);
      expect((await skopeoInspect(`oci:${mirrored}:v1`)).Digest).toBe(patched.digest);
    } finally {
      await other.stop();
    }
  });
});
