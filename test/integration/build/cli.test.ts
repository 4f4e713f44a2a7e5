import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/program.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { type RegistryLab, startRegistry } from '../../lab/registry.js';
import { run } from './helpers.js';

// `sealos-action build` and `registry save` driven in-process, as a user would type them.
let work: string;
let registry: RegistryLab;

async function cli(...argv: string[]): Promise<{ status: number; stdout: string; log: string[] }> {
  const { logger, sink } = memoryLogger();
  let stdout = '';
  const status = await runCli(argv, { logger, stdout: (text) => (stdout += text) });
  return { status, stdout, log: sink.lines };
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'build-cli-'));
  registry = await startRegistry();
});
afterAll(async () => {
  await registry?.stop();
  await rm(work, { recursive: true, force: true });
});
afterEach(() => {
  process.exitCode = undefined;
});

describe('sealos-action build', () => {
  it('builds per platform, pushes, joins an index, and saves what a context lists', async () => {
    const app = path.join(work, 'app');
    await mkdir(path.join(app, 'bin/amd64'), { recursive: true });
    await mkdir(path.join(app, 'bin/arm64'), { recursive: true });
    await writeFile(path.join(app, 'bin/amd64/tool'), 'amd64 tool');
    await writeFile(path.join(app, 'bin/arm64/tool'), 'arm64 tool');
    await writeFile(
      path.join(app, 'Kubefile'),
      'FROM scratch\nARG TARGETARCH\nARG VERSION=dev\nLABEL version=$VERSION\nCOPY bin/$TARGETARCH/tool /usr/bin/tool\n',
    );
    const digests: string[] = [];
    for (const arch of ['amd64', 'arm64']) {
      const result = await cli(
        'build',
        '-f',
        path.join(app, 'Kubefile'),
        '-t',
        `${registry.host}/apps/tool:1-${arch}`,
        '--platform',
        `linux/${arch}`,
        '--build-arg',
        'VERSION=1.0',
        '--label',
        'from=cli',
        '--push',
        '--compression-level',
        '1',
      );
      expect(result.status, result.log.join('\n')).toBe(0);
      const [digest, tag] = result.stdout.trim().split(' ');
      expect(tag).toBe(`${registry.host}/apps/tool:1-${arch}`);
      digests.push(digest as string);
    }
    const joined = await cli(
      'build',
      '--index',
      `${registry.host}/apps/tool:1`,
      '--from',
      `${registry.host}/apps/tool@${digests[0]}`,
      '--from',
      `${registry.host}/apps/tool@${digests[1]}`,
    );
    expect(joined.status, joined.log.join('\n')).toBe(0);
    const raw = JSON.parse(
      (
        await run('skopeo', [
          'inspect',
          '--raw',
          '--tls-verify=false',
          `docker://${registry.host}/apps/tool:1`,
        ])
      ).stdout,
    );
    expect(raw.manifests.map((m: { platform: { architecture: string } }) => m.platform.architecture)).toEqual(
      ['amd64', 'arm64'],
    );
    const config = JSON.parse(
      (
        await run('skopeo', [
          'inspect',
          '--config',
          '--tls-verify=false',
          '--override-arch',
          'arm64',
          `docker://${registry.host}/apps/tool:1`,
        ])
      ).stdout,
    );
    expect(config.config.Labels).toEqual({ version: '1.0', from: 'cli' });

    const context = path.join(work, 'ctx');
    await mkdir(path.join(context, 'images/shim'), { recursive: true });
    await writeFile(path.join(context, 'images/shim/list'), `${registry.host}/apps/tool:1\n`);
    const saved = await cli('registry', 'save', context, '--platform', 'linux/arm64');
    expect(saved.status, saved.log.join('\n')).toBe(0);
    expect(saved.stdout).toContain('apps/tool:1');
    const link = await readFile(
      path.join(context, 'registry/docker/registry/v2/repositories/apps/tool/_manifests/tags/1/current/link'),
      'utf8',
    );
    expect(link).toBe(joined.stdout.split(' ')[0]);
  });

  it('fails with the Kubefile line for an unsupported instruction, and on a bad flag value', async () => {
    const dir = path.join(work, 'bad');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'Kubefile'), 'FROM scratch\nRUN make\n');
    const bad = await cli('build', '-f', path.join(dir, 'Kubefile'), '--oci-layout', path.join(dir, 'out'));
    expect(bad.status).toBe(1);
    expect(bad.log.join('\n')).toContain('Kubefile:2: RUN is not supported');
    const pair = await cli('build', '-f', path.join(dir, 'Kubefile'), '--label', 'novalue');
    // A bad flag value is a usage error.
    expect(pair.status).toBe(2);
    expect(pair.log.join('\n')).toContain('label "novalue": expected KEY=VALUE');
    const mixed = await cli('build', '--index', `${registry.host}/x:1`, '-f', path.join(dir, 'Kubefile'));
    expect(mixed.status).toBe(2);
    expect(mixed.log.join('\n')).toContain('index mode');
  });
});
