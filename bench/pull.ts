/**
 * Benchmark: `pull` of a 4-layer image of ~400 MB (random, so gzip cannot shrink it) from the real
 * docker-registry on loopback, against `skopeo copy docker://… oci:…` of the same image, in alternating
 * rounds; each run is a whole process timed by `/usr/bin/time` (wall seconds, peak RSS), into an empty
 * destination. Then a second `pull` into the filled store, which must download no blob.
 * Env: BENCH_RUNS (default 5), BENCH_LAYER_MB (default 100), BENCH_BASELINE_CLI (another build of the CLI,
 * e.g. before a change, timed in the same rounds). `--serve` keeps the registry up and prints the two
 * commands, to time them with another tool.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseReference } from '../src/image/reference.js';
import { RegistryClient } from '../src/image/remote/registry-client.js';
import { memoryLogger } from '../test/lab/memory-log.js';
import { startRegistry } from '../test/lab/registry.js';
import { pushTestImage, writeLayer } from '../test/lab/registry-images.js';
import { describeMachine } from './lib/machine.js';
import { MB, median } from './lib/measure.js';

const run = promisify(execFile);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const layerBytes = Number(process.env.BENCH_LAYER_MB ?? 100) * MB;
// The bundle users run (`bench/run.sh` runs from the project root); BENCH_CLI names another entry point,
// e.g. the tsc output of src/cli/main.ts, which loads every module one file at a time.
const cli = path.resolve(process.env.BENCH_CLI ?? 'dist/cli/index.js');
const baselineCli = process.env.BENCH_BASELINE_CLI && path.resolve(process.env.BENCH_BASELINE_CLI);

/**
 * Runs a command under /usr/bin/time: wall seconds and peak RSS (KiB), and what it printed. `sync` first: both
 * tools sync each blob to disk, so none should wait for the writeback of the case before it.
 */
async function timed(command: string[]): Promise<{ seconds: number; rssKiB: number; output: string }> {
  await run('sync');
  const { stderr, stdout } = await run('/usr/bin/time', ['-f', '@@ %e %M', ...command], {
    maxBuffer: 64 << 20,
  });
  const match = /@@ ([\d.]+) (\d+)\s*$/.exec(stderr);
  if (!match) throw new Error(`no timing in: ${stderr.slice(-500)}`);
  return { seconds: Number(match[1]), rssKiB: Number(match[2]), output: stdout + stderr };
}

const work = await mkdtemp(path.join(tmpdir(), 'bench-pull-'));
const registry = await startRegistry({ storageDir: path.join(work, 'registry') });
try {
  const layers = [];
  for (let i = 0; i < 4; i++) {
    // Setup only: the layer content is made in memory once; what is measured streams.
    layers.push(
      await writeLayer(path.join(work, `layer-${i}`), [
        { name: `data/${i}.bin`, content: randomBytes(layerBytes) },
      ]),
    );
  }
  const image = `${registry.host}/bench/pull:v1`;
  const client = new RegistryClient({ logger: memoryLogger().logger, registriesConf: false });
  await pushTestImage(client, parseReference(image), layers);
  client.close();
  const total = layers.reduce((sum, layer) => sum + layer.size, 0);
  const ours = (root: string, entry = cli) => [
    process.execPath,
    entry,
    'pull',
    '--root',
    root,
    '--registries-conf',
    '/dev/null',
    image,
  ];
  const skopeo = (dir: string) => [
    'skopeo',
    'copy',
    '-q',
    '--src-tls-verify=false',
    `docker://${image}`,
    `oci:${dir}:x`,
  ];
  if (process.argv.includes('--serve')) {
    console.log(`image ${image}, ${(total / MB).toFixed(1)} MB in 4 layers; registry up until Ctrl-C`);
    console.log(`ours:   ${ours(path.join(work, 'ours')).join(' ')}`);
    console.log(`skopeo: ${skopeo(path.join(work, 'skopeo')).join(' ')}`);
    await new Promise(() => {});
  }
  const results = {
    ours: [] as { seconds: number; rssKiB: number }[],
    skopeo: [] as { seconds: number; rssKiB: number }[],
    startup: [] as { seconds: number; rssKiB: number }[],
    baseline: [] as { seconds: number; rssKiB: number }[],
  };
  // The CLI's own start (loading every command's modules), with no transfer: what a pull pays before its first byte.
  const startup = [process.execPath, cli, 'images', '--root', path.join(work, 'empty')];
  for (let round = 0; round <= runs; round++) {
    const oursRoot = path.join(work, `ours-${round}`);
    const skopeoDir = path.join(work, `skopeo-${round}`);
    const a = await timed(ours(oursRoot));
    const b = await timed(skopeo(skopeoDir));
    const c = await timed(startup);
    const baselineRoot = path.join(work, `baseline-${round}`);
    const d = baselineCli ? await timed(ours(baselineRoot, baselineCli)) : undefined;
    // Round 0 warms the registry's page cache and is not counted.
    if (round > 0) {
      results.ours.push(a);
      results.skopeo.push(b);
      results.startup.push(c);
      if (d) results.baseline.push(d);
    }
    if (round < runs) await rm(oursRoot, { recursive: true, force: true });
    await rm(skopeoDir, { recursive: true, force: true });
    await rm(baselineRoot, { recursive: true, force: true });
  }
  const again = await timed(ours(path.join(work, `ours-${runs}`)));
  const second = /(\d+) layers downloaded .*?, (\d+) already in the store/.exec(again.output);
  const row = (name: string, list: { seconds: number; rssKiB: number }[]) => {
    const seconds = median(list.map((r) => r.seconds));
    return `| ${name} | ${seconds.toFixed(2)} s | ${(total / MB / seconds).toFixed(0)} MB/s | ${(median(list.map((r) => r.rssKiB)) / 1024).toFixed(0)} MiB | ${list.map((r) => r.seconds.toFixed(2)).join(', ')} |`;
  };
  console.log(describeMachine());
  console.log(
    `image: 4 layers, ${(total / MB).toFixed(1)} MB compressed; ${runs} rounds after one warm-up\n`,
  );
  console.log('| case | median wall | throughput | median peak RSS | runs |');
  console.log('| --- | --- | --- | --- | --- |');
  console.log(row('ours: pull (fresh store)', results.ours));
  console.log(row('skopeo copy docker:// → oci:', results.skopeo));
  console.log(row('ours: CLI start only (images, empty store)', results.startup));
  if (baselineCli) console.log(row(`baseline: pull (${baselineCli})`, results.baseline));
  // Throughput of `list` relative to skopeo: the median of the per-round ratios.
  const ratio = (list: { seconds: number }[]) =>
    median(results.skopeo.map((r, i) => r.seconds / (list[i] as { seconds: number }).seconds)).toFixed(2);
  console.log(`\nthroughput ours / skopeo (median of per-round ratios): ${ratio(results.ours)}×`);
  if (baselineCli) console.log(`throughput baseline / skopeo: ${ratio(results.baseline)}×`);
  console.log(
    `second pull into the filled store: ${again.seconds.toFixed(2)} s, ${second?.[1] ?? '?'} layers downloaded, ${second?.[2] ?? '?'} already there`,
  );
} finally {
  await registry.stop();
  await rm(work, { recursive: true, force: true });
}
