import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar-stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mergeContexts } from '../../../src/build/context/merged-context.js';
import { readArchiveList } from '../../../src/build/registry-save/archive-list.js';
import { DistributionStore } from '../../../src/build/registry-save/distribution-store.js';
import { saveArchiveImage } from '../../../src/build/registry-save/save-archives.js';
import { memoryLogger } from '../../lab/memory-log.js';

// Expectations from reading labring/sreg (cc31544) pkg/buildimage/tar_images.go (TarList) and
// pkg/registry/save/registry_tars_save.go (SaveImages): `TRANSPORT:PATH@DESTINATION`, PATH path.Join'ed under
// images/skopeo, blank lines skipped, other lines without `@` or a known transport refused.
let work: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'archive-list-'));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});
const put = async (file: string, data: string | Buffer) => {
  await mkdir(path.dirname(path.join(work, file)), { recursive: true });
  await writeFile(path.join(work, file), data);
};
const list = async () => readArchiveList(await mergeContexts([work]));

/** A `docker save` archive of one-layer images, each `{ tag, layer text }`. */
async function dockerArchive(images: { tag: string; content: string }[]): Promise<Buffer> {
  const pack = tar.pack();
  const manifest = [];
  for (const [index, image] of images.entries()) {
    const layerPack = tar.pack();
    layerPack.entry({ name: `file-${index}` }, image.content);
    layerPack.finalize();
    const chunks: Buffer[] = [];
    for await (const chunk of layerPack) chunks.push(chunk as Buffer);
    const layer = Buffer.concat(chunks);
    const diffId = `sha256:${createHash('sha256').update(layer).digest('hex')}`;
    const config = JSON.stringify({
      architecture: 'amd64',
      os: 'linux',
      rootfs: { type: 'layers', diff_ids: [diffId] },
    });
    const configName = `${createHash('sha256').update(config).digest('hex')}.json`;
    pack.entry({ name: configName }, config);
    pack.entry({ name: `layer-${index}/layer.tar` }, layer);
    manifest.push({ Config: configName, RepoTags: [image.tag], Layers: [`layer-${index}/layer.tar`] });
  }
  pack.entry({ name: 'manifest.json' }, JSON.stringify(manifest));
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('images/skopeo/tar.txt', () => {
  it('is no list when missing; blank lines skipped; paths joined under images/skopeo; names normalised', async () => {
    expect(await list()).toEqual([]);
    await put('images/skopeo/a.tar', 'x');
    await put('images/skopeo/root/b.tar', 'x');
    await put('images/skopeo/sub/c.tar', 'x');
    await put(
      'images/skopeo/tar.txt',
      [
        'docker-archive:a.tar@library/a',
        '',
        'oci-archive:/root/b.tar@team/b:v2',
        'docker-archive:sub/../sub/c.tar:nginx:1.25@c@sha256:ignored',
      ].join('\r\n'),
    );
    expect(
      (await list()).map(({ where, transport, path, selector, repository, tag }) => ({
        where,
        transport,
        path,
        selector,
        repository,
        tag,
      })),
    ).toEqual([
      {
        where: 'images/skopeo/tar.txt:1',
        transport: 'docker-archive',
        path: 'images/skopeo/a.tar',
        selector: undefined,
        repository: 'library/a',
        tag: 'latest',
      },
      {
        where: 'images/skopeo/tar.txt:3',
        transport: 'oci-archive',
        path: 'images/skopeo/root/b.tar',
        selector: undefined,
        repository: 'team/b',
        tag: 'v2',
      },
      {
        where: 'images/skopeo/tar.txt:4',
        transport: 'docker-archive',
        path: 'images/skopeo/sub/c.tar',
        selector: 'docker.io/library/nginx:1.25',
        repository: 'c',
        tag: 'latest',
      },
    ]);
  });

  it.each([
    ['docker-archive:a.tar', 'invalid image format: docker-archive:a.tar'],
    ['  ', 'invalid image format:   '],
    [
      'docker://nginx:1@nginx',
      'invalid image format: docker://nginx:1@nginx, must prefix in docker-archive or oci-archive',
    ],
    [
      'docker-archive:../../../etc/passwd@x',
      'the archive "../../../etc/passwd" is outside the build context',
    ],
    [
      'docker-archive:missing.tar@x',
      'the archive images/skopeo/missing.tar is not a file in the build context',
    ],
    ['docker-archive:@x', 'the archive images/skopeo is not a file in the build context'],
    ['docker-archive:a.tar@Upper/Case', 'the destination "Upper/Case" is no repository[:tag]'],
    ['docker-archive:a.tar:Not A Name@x', 'the image to take is no image reference'],
  ])('refuses %j naming the file and line', async (line, why) => {
    await put('images/skopeo/a.tar', 'x');
    await put('images/skopeo/tar.txt', `docker-archive:a.tar@ok\n${line}\n`);
    await expect(list()).rejects.toThrow(`images/skopeo/tar.txt:2: ${why}`);
  });

  it('an archive of several images needs a name; with one, that image is saved', async () => {
    await put(
      'images/skopeo/two.tar',
      await dockerArchive([
        { tag: 'example.com/one:1', content: 'one' },
        { tag: 'example.com/two:2', content: 'two' },
      ]),
    );
    await put(
      'images/skopeo/tar.txt',
      'docker-archive:two.tar@x/any\ndocker-archive:two.tar:example.com/two:2@x/two\n',
    );
    const [any, two] = await list();
    const store = new DistributionStore(path.join(work, 'registry'));
    const platform = { os: 'linux', architecture: 'amd64' };
    const logger = memoryLogger().logger;
    await expect(saveArchiveImage(store, any!, platform, logger)).rejects.toThrow(
      'images/skopeo/tar.txt:1: images/skopeo/two.tar: holds 2 images: name one (docker-archive:PATH:NAME@DESTINATION)',
    );
    const saved = await saveArchiveImage(store, two!, platform, logger);
    expect(saved.saved).toBe('x/two:latest');
    const manifest = JSON.parse(await readFile(store.blobPath(saved.digest), 'utf8'));
    const config = JSON.parse(await readFile(store.blobPath(manifest.config.digest), 'utf8'));
    expect(manifest.layers.map((l: { digest: string }) => l.digest)).toEqual(config.rootfs.diff_ids);
    const layer = await readFile(store.blobPath(manifest.layers[0].digest));
    expect(layer.includes(Buffer.from('two'))).toBe(true);
    await put('images/skopeo/tar.txt', 'docker-archive:two.tar:example.com/three:3@x/three\n');
    await expect(saveArchiveImage(store, (await list())[0]!, platform, logger)).rejects.toThrow(
      'holds no image named example.com/three:3 (it names example.com/one:1, example.com/two:2)',
    );
  });

  it('a file that is no archive is an error naming it', async () => {
    await put('images/skopeo/bad.tar', 'not a tar at all');
    await put('images/skopeo/tar.txt', 'oci-archive:bad.tar@x\n');
    const store = new DistributionStore(path.join(work, 'registry'));
    await expect(
      saveArchiveImage(
        store,
        (await list())[0]!,
        { os: 'linux', architecture: 'amd64' },
        memoryLogger().logger,
      ),
    ).rejects.toThrow(/bad\.tar: is not an oci-archive or docker-archive/);
  });
});
