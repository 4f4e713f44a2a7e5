/**
 * Benchmark 3: mirroring image registries (docker-distribution storage, as in a cluster image's `registry/`) to
 * the registry host: the first time, again with nothing new, and after one more image, as the mirror phase does
 * it (list the host's files, send the missing ones as one tar stream); next to the model of sealos's copy
 * (per-file SFTP; a file already there is skipped after comparing sha256 over a new connection).
 * The registries are made by pushing random layers to the real docker-registry. Env: BENCH_RUNS (default 3).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { mirrorRegistryFiles, registrySources } from '../src/apply/registry-mirror.js';
import { parseReference } from '../src/image/reference.js';
import { RegistryClient } from '../src/image/remote/registry-client.js';
import { memoryLogger } from '../test/lab/memory-log.js';
import { startRegistry } from '../test/lab/registry.js';
import { pushTestImage, writeLayer } from '../test/lab/registry-images.js';
import type { Lab, LabHost } from '../test/lab/sshd-lab.js';
import { benchOnLab, connectAsRoot, shell } from './lib/lab-hosts.js';
import { type BenchCase, resultTable, timeCases } from './lib/measure.js';
import { report } from './lib/report.js';
import { sealosModelCopyDir } from './lib/sealos-model.js';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const target = '/var/lib/sealos/data/default/rootfs/registry';
const MB = 1_000_000;

/** A registry storage folder holding one image of `layers` random layers of `layerBytes` each. */
async function makeRegistry(work: string, name: string, layers: number, layerBytes: number): Promise<string> {
  const registry = await startRegistry({ storageDir: path.join(work, name) });
  const client = new RegistryClient({ logger: memoryLogger().logger });
  try {
    const files = [];
    for (let i = 0; i < layers; i++)
      files.push(
        await writeLayer(
          path.join(work, `${name}-layer-${i}.tar`),
          [{ name: `data-${i}.bin`, content: randomBytes(layerBytes) }],
          {
            gzip: false,
          },
        ),
      );
    await pushTestImage(client, parseReference(`${registry.host}/bench/${name}:1`), files);
  } finally {
    client.close();
    await registry.stop();
  }
  return path.join(work, name);
}

/** The engine's own mirror (src/apply/registry-mirror.ts), over registry folders made here. */
function asSources(dirs: string[]) {
  return registrySources(
    dirs.map((dir) => ({ label: dir, root: path.dirname(dir), folder: path.basename(dir) })),
  );
}

function cases(lab: Lab, host: LabHost, imageA: string, imageB: string): BenchCase[] {
  const facts = new Map<string, string>();
  const clear = () => lab.check(host, `rm -rf ${target}`).then(() => shell('sync'));
  const ours = async (sources: string[], name: string) => {
    const executor = await connectAsRoot(lab, host);
    const [outcome] = await mirrorRegistryFiles([executor], await asSources(sources), target);
    await executor.close();
    if (!outcome?.ok) throw outcome?.error;
    const sent = outcome.value;
    facts.set(name, `${sent.filesSent} files, ${(sent.bytesSent / MB).toFixed(1)} MB sent`);
  };
  const sealos = async (name: string) => {
    let connections = 0;
    let files = 0;
    let bytes = 0;
    await sealosModelCopyDir(
      { host: host.ip, port: host.port, user: 'root', privateKey: lab.credentials.privateKey },
      imageA,
      target,
      {
        checksum: true,
        onConnect: () => connections++,
        onFileSent: (size) => {
          files++;
          bytes += size;
        },
      },
    );
    facts.set(name, `${files} files, ${(bytes / MB).toFixed(1)} MB sent, ${connections} SSH connections`);
  };
  const named = (
    name: string,
    body: (name: string) => Promise<void>,
    before?: () => Promise<void>,
  ): BenchCase => ({
    name,
    bytes: 0,
    ...(before ? { before } : {}),
    body: () => body(name),
    notes: () => facts.get(name) ?? '',
  });
  return [
    named('ours: first mirror of image A (empty host)', (name) => ours([imageA], name), clear),
    named('ours: image A again (nothing to send)', (name) => ours([imageA], name)),
    named(
      'ours: images A + B, A already there',
      (name) => ours([imageA, imageB], name),
      async () => {
        await clear();
        const executor = await connectAsRoot(lab, host);
        const [outcome] = await mirrorRegistryFiles([executor], await asSources([imageA]), target);
        if (!outcome?.ok) throw outcome?.error;
        await executor.close();
      },
    ),
    named('sealos model: first copy of image A (sha256 per file)', sealos, clear),
    named('sealos model: image A again (sha256 compare per file)', sealos),
  ];
}

function main(): Promise<void> {
  return benchOnLab(
    'mirror',
    1,
    async (work) => ({
      imageA: await makeRegistry(work, 'image-a', 4, 25 * MB),
      imageB: await makeRegistry(work, 'image-b', 2, 25 * MB),
    }),
    async (lab, prepared, _work) => {
      const { imageA, imageB } = prepared;
      const results = await timeCases(cases(lab, lab.hosts[0]!, imageA, imageB), runs);
      await report(
        'mirror-registry',
        [
          {
            title: 'registry mirror to 1 host (image A: 4 × 25 MB layers; image B: 2 × 25 MB)',
            table: resultTable(results),
          },
        ],
        { results },
      );
    },
  );
}

await main();
