import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/program.js';
import { parseReference } from '../../../src/image/reference.js';
import { RegistryClient } from '../../../src/image/remote/registry-client.js';
import { ImageStore } from '../../../src/image/store/image-store.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { type RegistryLab, startRegistry } from '../../lab/registry.js';
import { pushTestImage, type TestImage, writeLayer } from '../../lab/registry-images.js';

const run = promisify(execFile);
const skopeo = async (...args: string[]) => (await run('skopeo', args, { maxBuffer: 16 << 20 })).stdout;

// The image verbs against a real docker-registry on loopback; skopeo (an independent reader and writer of
// oci-archive and docker-archive) checks the archives `save` writes, and writes the ones `load` reads.
describe('image verbs: pull, images, inspect, tag, save, rmi, load, push, login', () => {
  let registry: RegistryLab;
  let work: string;
  let image: TestImage;
  let source: string;

  beforeAll(async () => {
    registry = await startRegistry();
    work = await mkdtemp(join(tmpdir(), 'image-verbs-'));
    const layers = [
      await writeLayer(join(work, 'l1'), [{ name: 'etc/one', content: 'one\n' }]),
      await writeLayer(join(work, 'l2'), [{ name: 'bin/two', content: 'two\n', mode: 0o755 }]),
    ];
    source = `${registry.host}/labring/app:v1`;
    const client = new RegistryClient({ logger: memoryLogger().logger, registriesConf: false });
    image = await pushTestImage(client, parseReference(source), layers, {
      labels: { 'sealos.io.type': 'application' },
      env: ['PATH=/usr/bin', 'A=1'],
      cmd: ['kubectl apply -f manifests'],
    });
    client.close();
  });
  afterAll(async () => {
    await registry?.stop();
    await rm(work, { recursive: true, force: true });
  });

  const cli = async (...args: string[]) => {
    let stdout = '';
    const log = memoryLogger();
    const status = await runCli(args, { logger: log.logger, stdout: (text) => (stdout += text) });
    return { status, stdout, log: log.sink.lines.join('\n') };
  };
  const store = () => join(work, 'store');

  it('pull stores the image; a second pull downloads no blob', async () => {
    const first = await cli('pull', '--root', store(), source);
    expect(first.status).toBe(0);
    expect(first.stdout).toBe(`${image.configDigest}\n`);
    expect(first.log).toContain('2 layers downloaded');
    const second = await cli('pull', '--root', store(), source);
    expect(second.log).toContain('0 layers downloaded (0 B), 2 already in the store');
  });

  it('images lists it, inspect shows manifest, config, labels, env and cmd; tag adds a name', async () => {
    expect((await cli('tag', '--root', store(), source, 'example.com/team/app:copy')).status).toBe(0);
    const listed = (await cli('images', '--root', store())).stdout.split('\n');
    expect(listed[0]).toMatch(/^REPOSITORY\s+TAG\s+IMAGE ID\s+CREATED\s+SIZE$/);
    expect(listed.filter((line) => line.includes(image.configDigest.slice(7, 19)))).toHaveLength(2);
    const inspected = JSON.parse(
      (await cli('inspect', '--root', store(), 'example.com/team/app:copy')).stdout,
    );
    expect(inspected.ManifestDigest).toBe(image.manifestDigest);
    expect(inspected.Labels).toEqual({ 'sealos.io.type': 'application' });
    expect(inspected.Env).toEqual(['PATH=/usr/bin', 'A=1']);
    expect(inspected.Cmd).toEqual(['kubectl apply -f manifests']);
    expect(inspected.Names).toEqual([source, 'example.com/team/app:copy'].sort());
  });

  it('save writes archives skopeo reads; rmi empties the store; load brings the image back', async () => {
    const oci = join(work, 'app.oci.tar');
    const docker = join(work, 'app.docker.tar');
    expect((await cli('save', '--root', store(), '-o', oci, source)).status).toBe(0);
    expect(
      (await cli('save', '--root', store(), '-o', docker, '--format', 'docker-archive', source)).status,
    ).toBe(0);
    // The image has two names (source and example.com/team/app:copy); an archive of it holds the one asked for,
    // so skopeo reads it with no reference (with two it answers "more than one image in oci, choose an image").
    const fromOci = JSON.parse(await skopeo('inspect', `oci-archive:${oci}`));
    expect(fromOci.Digest).toBe(image.manifestDigest);
    expect(fromOci.Labels).toEqual({ 'sealos.io.type': 'application' });
    const fromDocker = JSON.parse(await skopeo('inspect', `docker-archive:${docker}`));
    expect(fromDocker.Layers).toHaveLength(2);
    // Naming the image selects it by the archive's RepoTags: skopeo fails when the name is not there.
    expect(JSON.parse(await skopeo('inspect', `docker-archive:${docker}:${source}`)).Layers).toHaveLength(2);
    await expect(skopeo('inspect', `docker-archive:${docker}:example.com/team/app:copy`)).rejects.toThrow();
    // Both names asked for: both kept, each selectable.
    const both = join(work, 'both.oci.tar');
    expect(
      (await cli('save', '--root', store(), '-o', both, source, 'example.com/team/app:copy')).status,
    ).toBe(0);
    for (const name of [source, 'example.com/team/app:copy'])
      expect(JSON.parse(await skopeo('inspect', `oci-archive:${both}:${name}`)).Digest).toBe(
        image.manifestDigest,
      );
    await expect(skopeo('inspect', `oci-archive:${both}`)).rejects.toThrow(/more than one image/);

    const removed = await cli('rmi', '--root', store(), image.configDigest);
    expect(removed.stdout.trim().split('\n').sort()).toEqual([source, 'example.com/team/app:copy'].sort());
    // The manifest, the config and the two layers.
    expect(removed.log).toContain('4 blobs no image uses any more removed');
    expect((await cli('images', '--root', store())).stdout.trim().split('\n')).toHaveLength(1);

    const loaded = await cli('load', '--root', store(), '-i', oci);
    expect(loaded.stdout).toContain(source);
    expect(JSON.parse((await cli('inspect', '--root', store(), source)).stdout).ManifestDigest).toBe(
      image.manifestDigest,
    );
  });

  it('load reads the oci-archive and docker-archive skopeo writes', async () => {
    const oci = join(work, 'skopeo.oci.tar');
    const docker = join(work, 'skopeo.docker.tar');
    await skopeo(
      'copy',
      '--src-tls-verify=false',
      `docker://${source}`,
      `oci-archive:${oci}:${registry.host}/from/skopeo-oci:1`,
    );
    await skopeo(
      'copy',
      '--src-tls-verify=false',
      `docker://${source}`,
      `docker-archive:${docker}:${registry.host}/from/skopeo-docker:1`,
    );
    const root = join(work, 'store-2');
    expect((await cli('load', '--root', root, '-i', oci)).stdout).toBe(
      `${registry.host}/from/skopeo-oci:1\n`,
    );
    expect((await cli('load', '--root', root, '-i', docker)).stdout).toBe(
      `${registry.host}/from/skopeo-docker:1\n`,
    );
    const fromDocker = JSON.parse(
      (await cli('inspect', '--root', root, `${registry.host}/from/skopeo-docker:1`)).stdout,
    );
    expect(fromDocker.ImageId).toBe(image.configDigest);
    expect(fromDocker.Manifest.layers).toHaveLength(2);
  });

  it('push sends a loaded image to a registry, which skopeo then reads', async () => {
    const target = `${registry.host}/pushed/app:v2`;
    const pushed = await cli('push', '--root', store(), source, `docker://${target}`);
    expect(pushed.status).toBe(0);
    const remote = JSON.parse(await skopeo('inspect', '--tls-verify=false', `docker://${target}`));
    expect(remote.Digest).toBe(pushed.stdout.trim());
    expect(remote.Labels).toEqual({ 'sealos.io.type': 'application' });
  });

  it('a file that is not an archive, or an archive of something else, is an error naming the file', async () => {
    const junk = join(work, 'junk.tar');
    await writeFile(
      junk,
      'this is not a tar archive at all, just text that is long enough to fill a header block'.repeat(8),
    );
    const failed = await cli('load', '--root', store(), '-i', junk);
    expect(failed.status).toBe(2);
    expect(failed.log).toContain(`${junk}: is not an oci-archive or docker-archive`);
    const missing = await cli('inspect', '--root', store(), 'nothing/here:1');
    expect(missing.log).toContain('image nothing/here:1 is not in the local store');
  });

  it('login and logout edit the docker config.json pulls read', async () => {
    const authfile = join(work, 'auth', 'config.json');
    await cli('login', '--authfile', authfile, '-u', 'me', '-p', 'secret', registry.host);
    const stored = JSON.parse(await readFile(authfile, 'utf8'));
    expect(Buffer.from(stored.auths[registry.host].auth, 'base64').toString()).toBe('me:secret');
    expect((await cli('logout', '--authfile', authfile, registry.host)).status).toBe(0);
    expect(JSON.parse(await readFile(authfile, 'utf8')).auths).toEqual({});
  });

  // Last: it stops the registry.
  it('air-gapped: with the registry stopped, a loaded image mounts and run -t oci-archive plans from the archive', async () => {
    const archive = join(work, 'airgap.oci.tar');
    expect((await cli('save', '--root', store(), '-o', archive, source)).status).toBe(0);
    await registry.stop();
    const cache = join(work, 'cache');
    const root = join(cache, 'sealos-action', 'images');
    expect((await cli('load', '--root', root, '-i', archive)).status).toBe(0);
    const log = memoryLogger();
    const client = new RegistryClient({ logger: log.logger, registriesConf: false, retries: 0 });
    const mounted = await new ImageStore({ client, logger: log.logger, root }).mount(parseReference(source), {
      os: 'linux',
      architecture: 'amd64',
    });
    client.close();
    expect(await readFile(join(mounted.rootfs, 'etc/one'), 'utf8')).toBe('one\n');
    expect(log.sink.lines.join('\n')).toContain('from the local images');

    const previous = process.env.XDG_CACHE_HOME;
    process.env.XDG_CACHE_HOME = cache;
    try {
      const planned = await cli(
        'run',
        '-t',
        'oci-archive',
        archive,
        '--single',
        '--dry-run',
        '--state-dir',
        join(work, 'state'),
      );
      expect(planned.log).toContain(`${archive}: ${source} loaded into the local images`);
      expect(planned.status).toBe(0);
      expect(planned.stdout).toContain(source);
    } finally {
      if (previous === undefined) delete process.env.XDG_CACHE_HOME;
      else process.env.XDG_CACHE_HOME = previous;
    }
  });
});
