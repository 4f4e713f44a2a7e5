/**
 * Benchmark 4: image layers. (a) `writeLayer` (src/build: tar → sha256 → gzip → sha256 → file) on a mixed tree
 * at gzip levels 1 and 6, against `tar | gzip -1`, layers one after the other and at once; (b) the builder's push
 * of the level-6 image, first and again unchanged (bytes sent counted); (c) pull + unpack of the level-6 layers from the real docker-registry on 127.0.0.1
 * through `ImageStore.mount` (parallel downloads, unpack in order). The tree, in three layers: real ELF programs
 * from /usr/bin (compressible about 2–3×), random files (already-compressed data such as registry blobs) and
 * 2,000 small YAML-like text files. No root needed. Env: BENCH_RUNS (default 3).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HashTap } from '../src/build/blobs/hash-tap.js';
import type { LayerEntry } from '../src/build/context/copy-plan.js';
import { assembleImage } from '../src/build/image/assemble.js';
import { type LayerBlob, writeLayer } from '../src/build/layer/write-layer.js';
import { imageBlobs } from '../src/build/output/blob-sources.js';
import { type PushedTag, pushImage } from '../src/build/output/push.js';
import { mapLimit } from '../src/concurrency/map-limit.js';
import { MediaTypes } from '../src/image/media-types.js';
import { parseReference } from '../src/image/reference.js';
import { RegistryClient } from '../src/image/remote/registry-client.js';
import { BlobStore } from '../src/image/store/blob-store.js';
import { ImageStore } from '../src/image/store/image-store.js';
import { memoryLogger } from '../test/lab/memory-log.js';
import { startRegistry } from '../test/lab/registry.js';
import { shell, stopOnSignal } from './lib/lab-hosts.js';
import { type BenchCase, MB, resultTable, timeCases } from './lib/measure.js';
import { printMachine, report } from './lib/report.js';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const programBytes = 60 * MB;

const folder = (name: string): LayerEntry => ({ path: name, type: 'directory', mode: 0o755, size: 0 });
const file = (name: string, source: string, size: number, mode = 0o644): LayerEntry => ({
  path: name,
  type: 'file',
  mode,
  size,
  source,
});

/** Regular files of /usr/bin in name order, up to about `limit` bytes. */
async function programs(limit: number): Promise<LayerEntry[]> {
  const entries = [folder('bin')];
  let total = 0;
  for (const name of (await readdir('/usr/bin')).sort()) {
    const info = await stat(path.join('/usr/bin', name)).catch(() => undefined);
    if (!info?.isFile() || total >= limit) continue;
    entries.push(file(`bin/${name}`, path.join('/usr/bin', name), info.size, 0o755));
    total += info.size;
  }
  return entries;
}

async function randomFiles(dir: string): Promise<LayerEntry[]> {
  await mkdir(dir, { recursive: true });
  const entries = [folder('blobs')];
  for (let i = 0; i < 2; i++) {
    const source = path.join(dir, `blob-${i}`);
    for (let part = 0; part < 20; part++)
      await writeFile(source, randomBytes(MB), { flag: part ? 'a' : 'w' });
    entries.push(file(`blobs/blob-${i}`, source, 20 * MB));
  }
  return entries;
}

async function textFiles(dir: string): Promise<LayerEntry[]> {
  const entries = [folder('manifests')];
  for (let d = 0; d < 20; d++) {
    await mkdir(path.join(dir, `app-${d}`), { recursive: true });
    entries.push(folder(`manifests/app-${d}`));
    for (let i = 0; i < 100; i++) {
      const lines = Array.from(
        { length: 20 + ((d * 100 + i) % 180) },
        (_, n) =>
          `  - name: item-${n}\n    image: registry.local/app-${d}/svc-${i}:v1.${n}\n    replicas: ${n % 5}\n`,
      );
      const source = path.join(dir, `app-${d}`, `deploy-${i}.yaml`);
      await writeFile(source, `kind: Deployment\nitems:\n${lines.join('')}`);
      entries.push(file(`manifests/app-${d}/deploy-${i}.yaml`, source, (await stat(source)).size));
    }
  }
  return entries.sort((a, b) => (a.path < b.path ? -1 : 1));
}

async function main(): Promise<void> {
  printMachine();
  const work = await mkdtemp(path.join(os.tmpdir(), 'bench-layers-'));
  const registry = await startRegistry();
  const cleanup = async () => {
    await registry.stop();
    await rm(work, { recursive: true, force: true });
  };
  stopOnSignal(cleanup);
  try {
    const { logger } = memoryLogger();
    const layers = [
      await programs(programBytes),
      await randomFiles(path.join(work, 'random')),
      await textFiles(path.join(work, 'text')),
    ];
    const inputBytes = layers.flat().reduce((sum, entry) => sum + entry.size, 0);
    const written = new Map<number, LayerBlob[]>();
    const stores = new Map<number, BlobStore>();
    // "at once" is what the builder does: up to one layer per core (mapLimit, os.availableParallelism()).
    const writeCase = (level: number, atOnce: boolean): BenchCase => ({
      name: `writeLayer, gzip level ${level}, 3 layers ${atOnce ? 'at once' : 'one after the other'}`,
      bytes: inputBytes,
      before: async () => {
        await rm(path.join(work, `store-${level}`), { recursive: true, force: true });
        stores.set(level, new BlobStore(path.join(work, `store-${level}`)));
      },
      body: async () => {
        const one = (entries: LayerEntry[], index: number): Promise<LayerBlob> =>
          writeLayer(entries, {
            store: stores.get(level)!,
            level,
            mtime: 0,
            logger,
            label: `layer ${index}`,
          });
        const indexed = layers.map((entries, index) => ({ entries, index }));
        const blobs = await mapLimit(indexed, atOnce ? os.availableParallelism() : 1, ({ entries, index }) =>
          one(entries, index),
        );
        written.set(level, blobs);
      },
      notes: () => {
        const compressed = written.get(level)!.reduce((sum, blob) => sum + blob.size, 0);
        return `${(compressed / MB).toFixed(1)} MB compressed (${((100 * compressed) / inputBytes).toFixed(0)}%)`;
      },
    });
    // The peer users know: GNU tar piped into `gzip -1`, the same files. `-h --hard-dereference` makes tar read
    // the bytes writeLayer reads: several of the /usr/bin names are symbolic links (followed by `stat` above),
    // which plain `tar -c` would store as 100-byte link entries instead of the programs.
    const peerCommand = (index: number): string =>
      `tar -c -h --hard-dereference -f - --null -T ${path.join(work, `peer-${index}.list`)} 2>/dev/null | gzip -1 > ${path.join(work, `peer-${index}.tar.gz`)}`;
    const peerCase: BenchCase = {
      name: 'tar -c | gzip -1, 3 layers one after the other',
      bytes: inputBytes,
      before: async () => {
        for (const [index, entries] of layers.entries()) {
          const sources = entries.flatMap((entry) => (entry.source ? [`${entry.source}\0`] : []));
          await writeFile(path.join(work, `peer-${index}.list`), sources.join(''));
        }
      },
      body: async () => {
        for (const index of layers.keys()) await shell(peerCommand(index));
      },
    };
    const peerAtOnce: BenchCase = {
      name: 'tar -c | gzip -1, 3 layers at once',
      bytes: inputBytes,
      body: async () => {
        await Promise.all([...layers.keys()].map((index) => shell(peerCommand(index))));
      },
    };
    const writes = await timeCases(
      [peerCase, writeCase(1, false), peerAtOnce, writeCase(1, true), writeCase(6, true)],
      runs,
    );

    const client = new RegistryClient({ logger });
    const ref = parseReference(`${registry.host}/bench/layers:1`);
    // The builder's own push (src/build/output/push.ts) of the level-6 image: first into an empty repository,
    // then again, as a re-run of an unchanged build does. "sent" counts the bytes read from the blobs to send.
    const blobs = written.get(6)!;
    const store = stores.get(6)!;
    const image = assembleImage({
      platform: { os: 'linux', architecture: 'amd64' },
      created: 0,
      values: { env: new Map(), labels: new Map() },
      layers: blobs.map((blob, index) => ({
        digest: blob.digest,
        size: blob.size,
        mediaType: MediaTypes.ociLayerGzip,
        diffId: blob.diffId,
        origin: { kind: 'local', createdBy: `COPY layer ${index}`, uncompressedSize: blob.uncompressedSize },
      })),
      history: blobs.map((_, index) => ({ createdBy: `COPY layer ${index}`, emptyLayer: false })),
    });
    await writeFile(store.pathOf(image.config.digest), image.config.bytes);
    // Each case counts into its own tally, as notes are read once all rounds are done.
    let tally = { sent: 0, pushed: [] as PushedTag[] };
    const sources = imageBlobs(image, store).map((blob) => ({
      ...blob,
      open: () =>
        blob.open().pipe(
          new HashTap((count) => {
            tally.sent += count;
          }),
        ),
    }));
    const pushCase = (name: string, rounds?: number): BenchCase => {
      const mine = { sent: 0, pushed: [] as PushedTag[] };
      return {
        name,
        bytes: 0,
        ...(rounds ? { runs: rounds } : {}),
        before: async () => {
          mine.sent = 0;
          tally = mine;
        },
        body: async () => {
          mine.pushed = await pushImage(client, image, sources, [ref], logger);
        },
        notes: () =>
          `sent ${mine.sent.toLocaleString('en')} blob bytes; blobs ${mine.pushed[0]?.blobs.map((blob) => blob.result).join(', ')}; manifest ${mine.pushed[0]?.manifest}`,
      };
    };
    const pushes = await timeCases(
      [pushCase('pushImage, first push (empty repository)', 1), pushCase('pushImage again, image unchanged')],
      runs,
    );
    const compressed = blobs.reduce((sum, blob) => sum + blob.size, 0);
    const storeRoot = path.join(work, 'image-store');
    const pulls = await timeCases(
      [
        {
          name: 'ImageStore.mount: pull (HTTP, loopback) + verify + unpack, level-6 layers',
          bytes: inputBytes,
          before: () => rm(storeRoot, { recursive: true, force: true }),
          body: async () => {
            await new ImageStore({ client, logger, root: storeRoot }).mount(ref, {
              os: 'linux',
              architecture: 'amd64',
            });
          },
          notes: () => `${(compressed / MB).toFixed(1)} MB downloaded; MB/s of unpacked bytes`,
        },
      ],
      runs,
    );
    client.close();
    const tree = `${(inputBytes / MB).toFixed(1)} MB in ${layers.flat().length} entries`;
    await report(
      'layers',
      [
        {
          title: `writeLayer on a mixed tree (${tree}; MB/s of input)`,
          table: resultTable(writes, peerCase.name),
        },
        { title: `pull + unpack from docker-registry on 127.0.0.1 (${tree})`, table: resultTable(pulls) },
        { title: 'push of the level-6 image to docker-registry on 127.0.0.1', table: resultTable(pushes) },
      ],
      { inputBytes, writes, pulls, pushes },
    );
  } finally {
    await cleanup();
  }
}

await main();
