import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseReference } from '../../../src/image/reference.js';
import { RegistryClient } from '../../../src/image/remote/registry-client.js';
import { ImageStore } from '../../../src/image/store/image-store.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { type RegistryLab, startRegistry } from '../../lab/registry.js';
import { pushTestImage, type TestImage, writeLayer } from '../../lab/registry-images.js';
import { useTempDirs } from '../../unit/image/helpers.js';

const amd64 = { os: 'linux', architecture: 'amd64' };

// Two real docker-registry processes on loopback: "upstream" as the image's registry, "mirror" as its mirror.
describe('pulls through registries.conf mirrors', () => {
  let upstream: RegistryLab;
  let mirror: RegistryLab;
  let conf: string;
  let dir: string;
  const tempDir = useTempDirs();
  let onlyOnMirror: TestImage;

  beforeAll(async () => {
    upstream = await startRegistry();
    mirror = await startRegistry();
    dir = await mkdtemp(join(tmpdir(), 'registries-mirror-'));
    const layer = await writeLayer(join(dir, 'l'), [{ name: 'etc/which', content: 'the mirror copy\n' }]);
    const upstreamLayer = await writeLayer(join(dir, 'u'), [{ name: 'etc/which', content: 'upstream\n' }]);
    const setup = new RegistryClient({ logger: memoryLogger().logger, registriesConf: false });
    onlyOnMirror = await pushTestImage(setup, parseReference(`${mirror.host}/team/app:1`), [layer], {
      platform: amd64,
    });
    await pushTestImage(setup, parseReference(`${upstream.host}/team/app:2`), [upstreamLayer], {
      platform: amd64,
    });
    setup.close();
    conf = join(dir, 'registries.conf');
    await writeFile(
      conf,
      [
        '[[registry]]',
        `location = "${upstream.host}"`,
        '[[registry.mirror]]',
        `location = "${mirror.host}"`,
        '',
        '[[registry]]',
        'location = "blocked.invalid"',
        'blocked = true',
      ].join('\n'),
    );
  });
  afterAll(async () => {
    await upstream?.stop();
    await mirror?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const pull = async (image: string) => {
    const log = memoryLogger();
    const client = new RegistryClient({ logger: log.logger, registriesConf: conf, retries: 0 });
    const store = new ImageStore({ client, logger: log.logger, root: await tempDir() });
    try {
      return { stored: await store.mount(parseReference(image), amd64), lines: log.sink.lines.join('\n') };
    } finally {
      client.close();
    }
  };

  it('serves an image from the mirror when it has it, and says so', async () => {
    const { stored, lines } = await pull(`${upstream.host}/team/app:1`);
    expect(stored.manifestDigest).toBe(onlyOnMirror.manifestDigest);
    expect(lines).toContain(
      `${upstream.host}/team/app:1: served by mirror ${mirror.host}/team/app:1 (registries.conf ${conf})`,
    );
  });

  it('falls back to the location when the mirror does not have it', async () => {
    const { stored, lines } = await pull(`${upstream.host}/team/app:2`);
    expect(stored.reference).toBe(`${upstream.host}/team/app:2`);
    expect(lines).toContain(
      `${upstream.host}/team/app:2: served by its location ${upstream.host}/team/app:2`,
    );
  });

  it('names every source it tried when none has the image', async () => {
    await expect(pull(`${upstream.host}/team/app:3`)).rejects.toThrow(
      new RegExp(`mirrors also failed: \\[${mirror.host.replace(/\./g, '\\.')}/team/app:3: `),
    );
  });

  it('refuses a blocked registry, naming the file', async () => {
    await expect(pull('blocked.invalid/x:1')).rejects.toThrow(
      `registry blocked.invalid is blocked in ${conf}`,
    );
  });
});
