/**
 * Benchmark: what the run action's `cache: true` saves on a fresh runner. A 4-layer image (text-like data that
 * gzip shrinks to about three quarters, many files a layer, as binaries and manifests are) on the real
 * docker-registry on loopback, behind the counting proxy; GitHub's cache service is the loopback stand-in of
 * test/lab/cache-service.ts, driven by the real `@actions/cache`. Per round, each into an empty image store:
 *   - no cache: the Pull phase's work alone (`ImageStore.mount`: download, check, unpack);
 *   - first run: the key (one manifest HEAD), a restore that finds nothing, then the pull;
 *   - its post step: the save (`tar` + zstd of the store, upload);
 *   - second run: the key, the restore (download, unzstd, untar), then the mount, which finds the image
 *     unpacked (one HEAD, no blob).
 * Both services are on loopback, so no network is modelled: what differs is the work on the runner (gunzip and
 * unpack against unzstd and untar) and the bytes fetched. Env: BENCH_RUNS (default 3), BENCH_LAYER_MB (default
 * 50, before compression).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import * as cache from '@actions/cache';
import { parseReference } from '../src/image/reference.js';
import { RegistryClient } from '../src/image/remote/registry-client.js';
import { imageCacheKey } from '../src/image/store/image-cache-key.js';
import { ImageStore } from '../src/image/store/image-store.js';
import { FakeCacheService } from '../test/lab/cache-service.js';
import { startCountingProxy } from '../test/lab/counting-proxy.js';
import { memoryLogger } from '../test/lab/memory-log.js';
import { startRegistry } from '../test/lab/registry.js';
import { pushTestImage, writeLayer } from '../test/lab/registry-images.js';
import { describeMachine } from './lib/machine.js';
import { MB, median } from './lib/measure.js';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const layerBytes = Number(process.env.BENCH_LAYER_MB ?? 50) * MB;
const FILES_PER_LAYER = 25;
const platform = { os: 'linux', architecture: 'amd64' };

const work = await mkdtemp(path.join(tmpdir(), 'bench-image-cache-'));
const registry = await startRegistry({ storageDir: path.join(work, 'registry') });
const proxy = await startCountingProxy(registry.url);
const { logger } = memoryLogger();
try {
  const layers = [];
  for (let i = 0; i < 4; i++) {
    const size = layerBytes / FILES_PER_LAYER;
    const entries = Array.from({ length: FILES_PER_LAYER }, (_, file) => ({
      name: `opt/layer-${i}/file-${file}.bin`,
      // base64 of random bytes: 6 bits of entropy a byte, so gzip keeps about 3/4 of it.
      content: Buffer.from(randomBytes((size * 3) / 4).toString('base64')),
    }));
    layers.push(await writeLayer(path.join(work, `layer-${i}`), entries));
  }
  const image = `${proxy.host}/bench/cluster:v1`;
  const pushing = new RegistryClient({ logger, registriesConf: false });
  await pushTestImage(pushing, parseReference(`${registry.host}/bench/cluster:v1`), layers);
  pushing.close();
  const compressed = layers.reduce((sum, layer) => sum + layer.size, 0);

  const client = new RegistryClient({ logger, registriesConf: false });
  const blobGets = () =>
    proxy.requests.filter((r) => r.method === 'GET' && r.path.includes('/blobs/')).length;
  const timed = async (body: () => Promise<unknown>) => {
    const started = performance.now();
    await body();
    return (performance.now() - started) / 1000;
  };
  const rows: Record<string, number[]> = { none: [], first: [], save: [], second: [] };
  const blobs: Record<string, number[]> = { none: [], first: [], second: [] };
  for (let round = 0; round <= runs; round++) {
    const service = await FakeCacheService.start();
    Object.assign(process.env, service.env(), { RUNNER_TEMP: path.join(work, 'runner-temp') });
    const root = path.join(work, 'store');
    const pull = () => new ImageStore({ client, logger, root }).mount(parseReference(image), platform);
    const withCache = async () => {
      const { key, restorePrefix } = await imageCacheKey(client, [image], platform);
      const matched = await cache.restoreCache([root], key, [restorePrefix]);
      await pull();
      return { key, matched };
    };
    const results: Record<string, number> = {};
    const count: Record<string, number> = {};
    await rm(root, { recursive: true, force: true });
    let before = blobGets();
    results.none = await timed(pull);
    count.none = blobGets() - before;
    await rm(root, { recursive: true, force: true });
    let key = '';
    before = blobGets();
    results.first = await timed(async () => {
      key = (await withCache()).key;
    });
    count.first = blobGets() - before;
    results.save = await timed(() => cache.saveCache([root], key));
    await rm(root, { recursive: true, force: true });
    before = blobGets();
    results.second = await timed(async () => {
      const { matched } = await withCache();
      if (matched !== key) throw new Error(`the second run restored ${String(matched)}, not ${key}`);
    });
    count.second = blobGets() - before;
    await service.close();
    // Round 0 warms the registry's page cache and is not counted.
    if (round === 0) continue;
    for (const name of Object.keys(rows)) rows[name]?.push(results[name] as number);
    for (const name of Object.keys(blobs)) blobs[name]?.push(count[name] as number);
  }
  client.close();
  const line = (label: string, name: string) => {
    const list = rows[name] as number[];
    const fetched = blobs[name] ? ` | ${median(blobs[name] as number[])}` : ' | –';
    return `| ${label} | ${median(list).toFixed(2)} s | ${list.map((s) => s.toFixed(2)).join(', ')}${fetched} |`;
  };
  console.log(describeMachine());
  console.log(
    `image: 4 layers, ${(4 * layerBytes) / MB} MB of files, ${(compressed / MB).toFixed(1)} MB compressed; ${runs} rounds after one warm-up\n`,
  );
  console.log('| case (empty image store) | median wall | runs (s) | blob GETs |');
  console.log('| --- | --- | --- | --- |');
  console.log(line('no cache: pull and unpack', 'none'));
  console.log(line('`cache: true`, first run: key, restore (miss), pull', 'first'));
  console.log(line('its post step: save the store', 'save'));
  console.log(line('`cache: true`, second run: key, restore (hit), mount', 'second'));
  const speedUp = median((rows.none as number[]).map((none, i) => none / (rows.second as number[])[i]!));
  console.log(`\nsecond run against no cache (median of per-round ratios): ${speedUp.toFixed(2)}×`);
} finally {
  await proxy.stop();
  await registry.stop();
  await rm(work, { recursive: true, force: true });
}
