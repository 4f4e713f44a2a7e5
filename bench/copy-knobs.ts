/**
 * Benchmark 2: the knobs of the ssh2 tar stream, one lab host, same tree as copy-tree. A bare prototype (local
 * tar → one ssh2 exec channel → `tar -x`) is run with one knob changed at a time: cipher, Nagle (TCP_NODELAY),
 * the size of the writes handed to the channel (tar's record size, or coalescing chunks before the channel),
 * the socket's writes batched per tick, next to our Executor.copyDir and OpenSSH `tar | ssh`. Env: BENCH_RUNS (default 3).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ssh2, { type CipherAlgorithm, type ClientChannel } from 'ssh2';
import { connectBatched } from '../src/hosts/batched-socket.js';
import type { Lab, LabHost } from '../test/lab/sshd-lab.js';
import {
  benchOnLab,
  checkArrived,
  clearDestination,
  connectAsRoot,
  openSshOptions,
  shell,
} from './lib/lab-hosts.js';
import { type BenchCase, resultTable, timeCases } from './lib/measure.js';
import { report } from './lib/report.js';
import { makeTree, type TreeFacts } from './lib/tree.js';

const { Client } = ssh2;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const dest = '/opt/bench-knobs';
const openSshTar = 'OpenSSH tar -c | ssh tar -x';

interface Variant {
  name: string;
  cipher?: CipherAlgorithm;
  noDelay?: boolean;
  /** tar -b: records of this many 512-byte blocks (tar's default is 20, 10 KiB writes). */
  tarBlocking?: number;
  /** Gather chunks into writes of at least this many bytes before the channel. */
  coalesce?: number;
  /** The socket gathers the writes of one tick into one writev (connectBatched, as SshExecutor now). */
  batched?: boolean;
}

/** Passes chunks on in writes of at least `size` bytes (the last one smaller). */
class Coalesce extends Transform {
  private held: Buffer[] = [];
  private heldBytes = 0;
  constructor(private readonly size: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    if (this.heldBytes >= this.size) this.release();
    done();
  }
  override _flush(done: TransformCallback): void {
    if (this.heldBytes > 0) this.release();
    done();
  }
  private release(): void {
    this.push(Buffer.concat(this.held, this.heldBytes));
    this.held = [];
    this.heldBytes = 0;
  }
}

async function prototypeCopy(lab: Lab, host: LabHost, root: string, variant: Variant): Promise<void> {
  const client = new Client();
  await new Promise<void>((resolve, reject) => {
    client.once('ready', () => resolve());
    client.once('error', reject);
    client.connect({
      ...(variant.batched
        ? { sock: connectBatched(host.port, host.ip) }
        : { host: host.ip, port: host.port }),
      username: 'root',
      privateKey: lab.credentials.privateKey,
      hostVerifier: () => true,
      ...(variant.cipher ? { algorithms: { cipher: [variant.cipher] } } : {}),
    });
    // Right after connect(): the socket exists, so the handshake itself runs without Nagle.
    if (variant.noDelay && !variant.batched) client.setNoDelay(true);
  });
  try {
    const channel = await new Promise<ClientChannel>((resolve, reject) =>
      client.exec(`mkdir -p ${dest} && tar -x -f - -C ${dest}`, (error, opened) =>
        error ? reject(error) : resolve(opened),
      ),
    );
    const exit = new Promise<number | null>((resolve) =>
      channel.once('exit', (code: number | null) => resolve(code)),
    );
    const closed = new Promise<void>((resolve) => channel.once('close', () => resolve()));
    channel.resume();
    channel.stderr.resume();
    const blocking = variant.tarBlocking ? ['-b', String(variant.tarBlocking)] : [];
    const tar = spawn('tar', ['-c', '-f', '-', ...blocking, '-C', root, '.'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await (variant.coalesce
      ? pipeline(tar.stdout, new Coalesce(variant.coalesce), channel)
      : pipeline(tar.stdout, channel));
    await closed;
    const code = await exit;
    if (code !== 0) throw new Error(`tar -x on ${host.hostname} exited ${code}`);
  } finally {
    client.end();
  }
}

const variants: Variant[] = [
  { name: 'prototype, ssh2 defaults (aes128-gcm, Nagle on)' },
  { name: 'prototype, TCP_NODELAY (as SshExecutor before)', noDelay: true },
  { name: 'prototype, TCP_NODELAY + writes batched per tick (as SshExecutor now)', batched: true },
  {
    name: 'prototype, TCP_NODELAY + chacha20-poly1305',
    noDelay: true,
    cipher: 'chacha20-poly1305@openssh.com',
  },
  { name: 'prototype, TCP_NODELAY + aes256-gcm', noDelay: true, cipher: 'aes256-gcm@openssh.com' },
  { name: 'prototype, TCP_NODELAY + aes128-ctr/hmac-sha2-256-etm', noDelay: true, cipher: 'aes128-ctr' },
  { name: 'prototype, TCP_NODELAY + tar -b 256 (128 KiB records)', noDelay: true, tarBlocking: 256 },
  { name: 'prototype, TCP_NODELAY + writes coalesced to 256 KiB', noDelay: true, coalesce: 256 * 1024 },
  { name: 'prototype, TCP_NODELAY + writes coalesced to 1 MiB', noDelay: true, coalesce: 1024 * 1024 },
];

function knobCases(lab: Lab, host: LabHost, tree: TreeFacts, ssh: string[]): BenchCase[] {
  const common = {
    bytes: tree.bytes,
    before: () => clearDestination(lab, [host], dest),
    after: () => checkArrived(lab, [host], dest, tree),
  };
  return [
    {
      name: openSshTar,
      ...common,
      body: () =>
        shell(
          `tar -c -f - -C ${tree.root} . | ssh ${ssh.join(' ')} root@${host.ip} 'mkdir -p ${dest} && tar -x -f - -C ${dest}'`,
        ),
    },
    {
      name: 'ours: Executor.copyDir',
      ...common,
      body: async () => {
        const executor = await connectAsRoot(lab, host);
        await executor.copyDir(tree.root, dest);
        await executor.close();
      },
    },
    ...variants.map((variant) => ({
      name: variant.name,
      ...common,
      body: () => prototypeCopy(lab, host, tree.root, variant),
    })),
  ];
}

function main(): Promise<void> {
  return benchOnLab(
    'knobs',
    1,
    (work) => makeTree(path.join(work, 'tree')),
    async (lab, prepared, work) => {
      const tree = prepared;
      const host = lab.hosts[0]!;
      const results = await timeCases(knobCases(lab, host, tree, await openSshOptions(lab, work)), runs);
      await clearDestination(lab, [host], dest);
      await report(
        'copy-knobs',
        [
          {
            title: `ssh2 knobs, ${(tree.bytes / 1e6).toFixed(1)} MB to 1 host`,
            table: resultTable(results, openSshTar),
          },
        ],
        { tree: { files: tree.files, bytes: tree.bytes }, results },
      );
    },
  );
}

await main();
