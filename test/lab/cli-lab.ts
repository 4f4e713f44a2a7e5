import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { runCli } from '../../src/cli/program.js';
import { type Clusterfile, parseClusterfile } from '../../src/clusterfile/index.js';
import { ConsoleSink } from '../../src/log/console-sink.js';
import { Logger } from '../../src/log/logger.js';
import {
  type BuildTestClusterImagesOptions,
  buildTestClusterImages,
  type TestClusterImages,
} from './cluster-images.js';
import { type RegistryLab, startRegistry } from './registry.js';
import { type Lab, startLab } from './sshd-lab.js';

export interface CliRun {
  status: number;
  /** Everything the CLI printed on stderr, as a terminal shows it (`error: ` and `warn: ` tags). */
  output: string;
  /** What the command printed on stdout (reports such as `status`), where the runner keeps it. */
  stdout?: string;
}

/**
 * A lab, its registry with the test images, and the CLI driven in-process as a user runs it, with its own
 * state folder (`--state-dir`) and image cache. `cli` adds the state and registry flags to every call.
 */
export interface CliLab {
  lab: Lab;
  registry: RegistryLab;
  images: TestClusterImages;
  dir: string;
  /** `registry: false` for commands that pull nothing (reset), which take no `--insecure-registry`. */
  /** `times`: each output line starts with the seconds since the command started (for bench/ logs). */
  cli(args: string[], options?: { registry?: boolean; times?: boolean }): Promise<CliRun>;
  savedClusterfile(cluster: string): Promise<Clusterfile>;
  stop(): Promise<void>;
}

export async function startCliLab(options: {
  hosts: number;
  /** The last hosts behind the first, as LabOptions.hidden. */
  hidden?: number;
  rootfsFiles?: BuildTestClusterImagesOptions['rootfsFiles'];
}): Promise<CliLab> {
  const lab = await startLab({ hosts: options.hosts, ...(options.hidden ? { hidden: options.hidden } : {}) });
  const registry = await startRegistry({ address: lab.bridgeIp });
  const images = await buildTestClusterImages({
    registryHost: registry.host,
    ...(options.rootfsFiles ? { rootfsFiles: options.rootfsFiles } : {}),
  });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sealos-cli-lab-'));
  const cache = process.env.XDG_CACHE_HOME;
  process.env.XDG_CACHE_HOME = path.join(dir, 'cache');
  const stateDir = path.join(dir, 'state');
  return {
    lab,
    registry,
    images,
    dir,
    async cli(args, options = {}) {
      let output = '';
      let stdout = '';
      const started = performance.now();
      const stamp = () => `${((performance.now() - started) / 1000).toFixed(2).padStart(6)} `;
      const stderr = new Writable({
        write(chunk, _encoding, done) {
          const text = String(chunk);
          output += options.times ? text.replace(/^(?=.)/gm, stamp) : text;
          done();
        },
      });
      const flags = ['--state-dir', stateDir];
      if (options.registry !== false) flags.push('--insecure-registry', registry.host);
      const status = await runCli([...args, ...flags], {
        // As the real entry point (src/cli/main.ts): --debug turns on debug lines, every command included.
        logger: new Logger(new ConsoleSink(args.includes('--debug'), stderr)),
        stdout: (text: string) => {
          stdout += text;
        },
      });
      return { status, output, stdout };
    },
    async savedClusterfile(cluster) {
      const text = await readFile(path.join(stateDir, cluster, 'Clusterfile'), 'utf8');
      return parseClusterfile(text).clusterfile;
    },
    async stop() {
      if (cache === undefined) delete process.env.XDG_CACHE_HOME;
      else process.env.XDG_CACHE_HOME = cache;
      await lab.stop();
      await registry.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The address of a lab host without its port, as the engine names hosts in messages. */
export function ipOf(host: { address: string }): string {
  return host.address.replace(/:\d+$/, '');
}
