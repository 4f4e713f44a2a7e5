import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mergeContexts } from '../../src/build/context/merged-context.js';
import { DistributionStore } from '../../src/build/registry-save/distribution-store.js';
import { listImagesToSave } from '../../src/build/registry-save/images-to-save.js';
import { saveArchiveImage } from '../../src/build/registry-save/save-archives.js';
import { memoryLogger } from '../lab/memory-log.js';

/**
 * sreg's own test context `pkg/buildimage/test/testregistrytar` (kept verbatim; source and commit in
 * MANIFEST.md): `images/shim/image.txt` names busybox, `images/skopeo/tar.txt` says
 * `docker-archive:config_main.tar@library/config_main` beside a real `docker save` archive. Read as sreg's
 * `TarList` (tar_images.go) and `tmpTarRegistryImage.SaveImages` (registry_tars_save.go) do: the path is joined
 * under `images/skopeo/`, the image is copied to `docker://127.0.0.1:PORT/library/config_main`, i.e. the
 * repository `library/config_main`, tag `latest` (the docker transport tags a bare name `latest`). The archive's
 * config is its `43aebe91….json` and its one layer is the uncompressed `layer.tar` whose digest is the config's
 * `rootfs.diff_ids[0]` (66ec27de…).
 */
const context = join(import.meta.dirname, 'fixtures/sreg-testregistrytar');

let registry: string;
beforeEach(async () => {
  registry = await mkdtemp(join(tmpdir(), 'archive-save-'));
});
afterEach(async () => {
  await rm(registry, { recursive: true, force: true });
});

describe('images/skopeo/tar.txt: sreg testregistrytar', () => {
  it('lists the shim image to pull and the archive to save under its destination', async () => {
    const log = memoryLogger();
    const listed = await listImagesToSave(await mergeContexts([context]), log.logger);
    expect(listed.images).toEqual(['docker.io/library/busybox:latest']);
    expect(
      listed.archives.map(({ transport, path, repository, tag }) => ({ transport, path, repository, tag })),
    ).toEqual([
      {
        transport: 'docker-archive',
        path: 'images/skopeo/config_main.tar',
        repository: 'library/config_main',
        tag: 'latest',
      },
    ]);
    expect(log.sink.lines.join('\n')).toContain(
      'images/skopeo/tar.txt: docker-archive:images/skopeo/config_main.tar is saved as library/config_main:latest',
    );
  });

  it('saves the archive into the registry folder as library/config_main:latest with its config and layer', async () => {
    const listed = await listImagesToSave(await mergeContexts([context]), memoryLogger().logger);
    const store = new DistributionStore(registry);
    const saved = await saveArchiveImage(
      store,
      listed.archives[0]!,
      { os: 'linux', architecture: 'amd64' },
      memoryLogger().logger,
    );
    expect(saved.saved).toBe('library/config_main:latest');
    const repository = join(store.root, 'repositories/library/config_main');
    const tagLink = await readFile(join(repository, '_manifests/tags/latest/current/link'), 'utf8');
    expect(tagLink).toBe(saved.digest);
    const manifest = JSON.parse(await readFile(store.blobPath(saved.digest), 'utf8'));
    const config = 'sha256:43aebe91cc62415e0387b8d63da195e919ba2903e03d04e05fe426a083cba289';
    const layer = 'sha256:66ec27de33b06506a4a7dbd7a2e7bd428d481f4e982635be1e1338b068359679';
    expect(manifest.config.digest).toBe(config);
    expect(manifest.layers.map((l: { digest: string }) => l.digest)).toEqual([layer]);
    for (const digest of [config, layer]) {
      expect((await stat(store.blobPath(digest))).isFile()).toBe(true);
      expect(await readFile(join(repository, '_layers/sha256', digest.slice(7), 'link'), 'utf8')).toBe(
        digest,
      );
    }
    expect(
      await readFile(join(repository, '_manifests/revisions/sha256', saved.digest.slice(7), 'link'), 'utf8'),
    ).toBe(saved.digest);
  });
});
