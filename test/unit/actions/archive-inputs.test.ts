import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pack } from 'tar-stream';
import { describe, expect, it } from 'vitest';
import { loadArchiveInputs } from '../../../src/actions/run/archive-inputs.js';
import { readRunActionInputs } from '../../../src/actions/run/inputs.js';
import { runCli } from '../../../src/cli/program.js';
import { preloadArchives, transportArchive } from '../../../src/image/archive/archive-images.js';
import { LocalImages } from '../../../src/image/store/local-images.js';
import { ConsoleSink } from '../../../src/log/console-sink.js';
import { Logger } from '../../../src/log/logger.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { useTempDirs } from '../image/helpers.js';

const platform = { os: 'linux', architecture: 'amd64' };
const sha256 = (bytes: Buffer) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;

async function tarBytes(entries: Array<{ name: string; content: Buffer | string }>): Promise<Buffer> {
  const tar = pack();
  const chunks: Buffer[] = [];
  tar.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => tar.on('end', resolve));
  for (const entry of entries) tar.entry({ name: entry.name }, entry.content);
  tar.finalize();
  await ended;
  return Buffer.concat(chunks);
}

/** One image of one plain-tar layer, as the OCI image spec lays out an image (config, layer, manifest). */
async function imageParts(file: string) {
  const layer = await tarBytes([{ name: 'etc/marker', content: `${file}\n` }]);
  const config = Buffer.from(
    JSON.stringify({
      architecture: 'amd64',
      os: 'linux',
      config: { Labels: { 'sealos.io.type': 'rootfs' } },
      rootfs: { type: 'layers', diff_ids: [sha256(layer)] },
    }),
  );
  const manifest = Buffer.from(
    JSON.stringify({
      schemaVersion: 2,
      mediaType: 'application/vnd.oci.image.manifest.v1+json',
      config: {
        mediaType: 'application/vnd.oci.image.config.v1+json',
        digest: sha256(config),
        size: config.length,
      },
      layers: [
        { mediaType: 'application/vnd.oci.image.layer.v1.tar', digest: sha256(layer), size: layer.length },
      ],
    }),
  );
  return { layer, config, manifest };
}

/** An oci-archive (OCI image layout in a tar) naming its image `name`, written by hand from the OCI spec. */
async function writeOciArchive(file: string, name: string): Promise<void> {
  const { layer, config, manifest } = await imageParts(file);
  const blob = (bytes: Buffer) => ({ name: `blobs/sha256/${sha256(bytes).slice(7)}`, content: bytes });
  const index = {
    schemaVersion: 2,
    manifests: [
      {
        mediaType: 'application/vnd.oci.image.manifest.v1+json',
        digest: sha256(manifest),
        size: manifest.length,
        annotations: { 'org.opencontainers.image.ref.name': name },
      },
    ],
  };
  await writeFile(
    file,
    await tarBytes([
      { name: 'oci-layout', content: '{"imageLayoutVersion":"1.0.0"}' },
      { name: 'index.json', content: JSON.stringify(index) },
      blob(layer),
      blob(config),
      blob(manifest),
    ]),
  );
}

/** A docker-archive (`docker save`'s manifest.json layout) tagging its image `name`. */
async function writeDockerArchive(file: string, name: string): Promise<void> {
  const { layer, config } = await imageParts(file);
  await writeFile(
    file,
    await tarBytes([
      {
        name: 'manifest.json',
        content: JSON.stringify([{ Config: 'config.json', RepoTags: [name], Layers: ['layer.tar'] }]),
      },
      { name: 'config.json', content: config },
      { name: 'layer.tar', content: layer },
    ]),
  );
}

describe('archives named by their transport: oci-archive:PATH, docker-archive:PATH', () => {
  it('reads the transport and the path; image references stay references', () => {
    expect(transportArchive('oci-archive:/srv/k8s.tar')).toEqual({
      transport: 'oci-archive',
      path: '/srv/k8s.tar',
    });
    expect(transportArchive('docker-archive:images/app.tar.gz')).toEqual({
      transport: 'docker-archive',
      path: 'images/app.tar.gz',
    });
    for (const reference of [
      'labring/kubernetes:v1.27.7',
      'localhost:5000/labring/kubernetes:v1.27.7',
      'docker.io/library/oci-archive:1',
      // An OCI layout folder (containers/image `oci:`) is not an archive.
      'oci:/srv/layout',
    ])
      expect(transportArchive(reference)).toBeUndefined();
  });
});

describe('run action: archives in images and archives', () => {
  const temp = useTempDirs();
  const reader =
    (given: Record<string, string>) =>
    (name: string): string =>
      given[name] ?? '';

  it('images keeps each entry in order; an archive path must be a path, named with the input', () => {
    const request = readRunActionInputs(
      reader({ images: 'labring/kubernetes:v1.27.7\noci-archive:/srv/app.tar, docker-archive:b.tar' }),
      {},
    );
    expect(request.source.kind === 'inputs' && request.source.inputs.images).toEqual([
      'labring/kubernetes:v1.27.7',
      'oci-archive:/srv/app.tar',
      'docker-archive:b.tar',
    ]);
    const refused = (images: string) => () => readRunActionInputs(reader({ images }), {});
    expect(refused('oci-archive:')).toThrow('input images: "oci-archive:": the path is empty');
    expect(refused('oci-archive:/srv/a\0b.tar')).toThrow(
      'input images: "oci-archive:/srv/a\\u0000b.tar": the path holds a NUL byte',
    );
    expect(refused(`docker-archive:/srv/${'x'.repeat(300)}.tar`)).toThrow(
      /^input images: "docker-archive:\/srv\/x+\.tar": a name in the path is 304 bytes long, more than 255/,
    );
    expect(refused('oci-archive:/srv/app.tar:example.com/app:v1')).toThrow(
      'input images: "oci-archive:/srv/app.tar:example.com/app:v1": the path holds a ":"',
    );
    // Another transport is no archive here: it is read as an image reference, and is none.
    expect(refused('oci:/srv/layout')).toThrow('input images: image reference "oci:/srv/layout"');
  });

  it('loads each archive into the local images; archives run first, then images in order', async () => {
    const dir = await temp();
    const local = new LocalImages(join(dir, 'store'));
    await writeOciArchive(join(dir, 'app.oci.tar'), 'example.com/airgap/app:v1');
    await writeDockerArchive(join(dir, 'db.docker'), 'example.com/airgap/db:v2');
    await writeOciArchive(join(dir, 'rootfs'), 'example.com/airgap/rootfs:v1.27.7');
    const { logger, sink } = memoryLogger();
    const given = {
      images: `example.com/airgap/kept:v1\noci-archive:${join(dir, 'app.oci.tar')}\ndocker-archive:${join(dir, 'db.docker')}`,
      archives: join(dir, 'rootfs'),
    };
    const request = await loadArchiveInputs(
      reader(given),
      readRunActionInputs(reader(given), {}),
      local,
      platform,
      logger,
    );
    expect(request.source.kind === 'inputs' && request.source.inputs.images).toEqual([
      'example.com/airgap/rootfs:v1.27.7',
      'example.com/airgap/kept:v1',
      'example.com/airgap/app:v1',
      'example.com/airgap/db:v2',
    ]);
    expect((await local.list()).flatMap((image) => image.names).sort()).toEqual([
      'example.com/airgap/app:v1',
      'example.com/airgap/db:v2',
      'example.com/airgap/rootfs:v1.27.7',
    ]);
    expect(sink.lines).toContain(
      `info:${join(dir, 'db.docker')}: example.com/airgap/db:v2 loaded into the local images`,
    );
  });

  it('no archive given: nothing is loaded and the store is not touched', async () => {
    const dir = await temp();
    const given = { images: 'example.com/airgap/kept:v1' };
    const request = readRunActionInputs(reader(given), {});
    const local = new LocalImages(join(dir, 'store'));
    expect(await loadArchiveInputs(reader(given), request, local, platform, memoryLogger().logger)).toEqual(
      request,
    );
    expect(await local.list()).toEqual([]);
  });

  it('a folder, a FIFO, a missing file or a file that is no archive: an error naming the input and the file', async () => {
    const dir = await temp();
    const local = new LocalImages(join(dir, 'store'));
    await mkdir(join(dir, 'folder.tar'));
    execFileSync('mkfifo', [join(dir, 'fifo.tar')]);
    await writeFile(join(dir, 'text.tar'), 'not a tar archive, only words '.repeat(40));
    const load = (images: string[], which: 'transport' | 'every' = 'transport') =>
      preloadArchives(local, images, platform, memoryLogger().logger, {
        which,
        source: which === 'every' ? 'input archives' : 'input images',
      });
    await expect(load([`oci-archive:${join(dir, 'folder.tar')}`])).rejects.toThrow(
      `input images: ${join(dir, 'folder.tar')}: it is a folder, not a file`,
    );
    // Opening a FIFO with no writer would block forever: it is refused before anything opens it.
    await expect(load([`docker-archive:${join(dir, 'fifo.tar')}`])).rejects.toThrow(
      `input images: ${join(dir, 'fifo.tar')}: it is a named pipe (FIFO)`,
    );
    await expect(load([join(dir, 'missing.tar')], 'every')).rejects.toThrow(
      `input archives: ${join(dir, 'missing.tar')}: cannot be read:`,
    );
    await expect(load([`oci-archive:${join(dir, 'text.tar')}`])).rejects.toThrow(
      `input images: ${join(dir, 'text.tar')}: is not an oci-archive or docker-archive`,
    );
    await expect(load([`oci-archive:${join(dir, 'a:b')}`])).rejects.toThrow(
      `input images: "oci-archive:${join(dir, 'a:b')}": the path holds a ":"`,
    );
    // A name ending .tar is an image tag here, as in `images`: only the transport makes an archive.
    expect(await load(['example.com/app:v1.tar'])).toEqual(['example.com/app:v1.tar']);
  });
});

describe('CLI run: an archive argument as FILE.tar or transport:FILE', () => {
  const temp = useTempDirs();

  async function cli(argv: string[], cache: string) {
    let stderr = '';
    let stdout = '';
    const previous = process.env.XDG_CACHE_HOME;
    process.env.XDG_CACHE_HOME = cache;
    try {
      const status = await runCli(argv, {
        logger: new Logger(
          new ConsoleSink(
            false,
            new Writable({
              write(chunk, _encoding, done) {
                stderr += String(chunk);
                done();
              },
            }),
          ),
        ),
        stdout: (text) => {
          stdout += text;
        },
      });
      return { status, stdout, stderr };
    } finally {
      if (previous === undefined) delete process.env.XDG_CACHE_HOME;
      else process.env.XDG_CACHE_HOME = previous;
    }
  }

  it('oci-archive:FILE (any name) is loaded and its image planned; a missing one is a usage error naming it', async () => {
    const dir = await temp();
    await writeOciArchive(join(dir, 'rootfs.image'), 'example.com/airgap/rootfs:v1.27.7');
    const state = ['--single', '--dry-run', '--state-dir', join(dir, 'state')];
    const planned = await cli(
      ['run', `oci-archive:${join(dir, 'rootfs.image')}`, ...state],
      join(dir, 'cache'),
    );
    expect(planned.status, planned.stderr).toBe(0);
    expect(planned.stderr).toContain('example.com/airgap/rootfs:v1.27.7 loaded into the local images');
    expect(planned.stdout).toContain('example.com/airgap/rootfs:v1.27.7');

    const missing = await cli(
      ['run', `docker-archive:${join(dir, 'gone.tar')}`, ...state],
      join(dir, 'cache'),
    );
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain(`argument: ${join(dir, 'gone.tar')}: cannot be read`);
  });
});
