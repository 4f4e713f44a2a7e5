import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionOutputs as outputs } from '../../lab/action-runner.js';
import { type RegistryLab, startRegistry } from '../../lab/registry.js';
import { run } from './helpers.js';

// The build-image entry point run in-process with the environment a runner gives a node action
// (INPUT_* variables, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files); only GitHub itself is absent.
let work: string;
let registry: RegistryLab;
const inputs: Record<string, string> = {};

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'build-action-'));
  registry = await startRegistry({ htpasswd: { user: 'builder', password: 'b1g-s3cret-pass' } });
});
afterAll(async () => {
  for (const name of Object.keys(inputs)) delete process.env[name];
  process.exitCode = undefined;
  await registry?.stop();
  await rm(work, { recursive: true, force: true });
});

describe('build-image action', () => {
  it('builds and pushes with a login, sets digest/image/size, writes a summary, never prints the password', async () => {
    const context = path.join(work, 'ctx');
    await mkdir(path.join(context, 'etc'), { recursive: true });
    await writeFile(path.join(context, 'etc/a.conf'), 'a');
    await writeFile(
      path.join(context, 'Kubefile'),
      'FROM scratch\nLABEL sealos.io.type=application\nCOPY etc etc\n',
    );
    const outputFile = path.join(work, 'output');
    const summaryFile = path.join(work, 'summary.md');
    await writeFile(outputFile, '');
    await writeFile(summaryFile, '');
    const tag = `${registry.host}/apps/demo:1`;
    Object.assign(inputs, {
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summaryFile,
      INPUT_CONTEXTS: context,
      INPUT_TAGS: tag,
      INPUT_PUSH: 'true',
      INPUT_USERNAME: 'builder',
      INPUT_PASSWORD: 'b1g-s3cret-pass',
      INPUT_LABELS: 'built-by=action',
      'INPUT_SAVE-IMAGES': 'true',
    });
    Object.assign(process.env, inputs);
    const written: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    try {
      await import('../../../src/actions/build-image/main.js');
    } finally {
      process.stdout.write = write;
    }
    expect(process.exitCode, written.join('')).toBeUndefined();
    const out = outputs(await readFile(outputFile, 'utf8'));
    expect(out.image).toBe(tag);
    expect(out.digest).toMatch(/^sha256:[a-f0-9]{64}$/);
    expect(Number(out.size)).toBeGreaterThan(0);
    const inspect = JSON.parse(
      (
        await run('skopeo', [
          'inspect',
          '--tls-verify=false',
          '--creds',
          'builder:b1g-s3cret-pass',
          `docker://${tag}`,
        ])
      ).stdout,
    );
    expect(inspect.Digest).toBe(out.digest);
    expect(inspect.Labels).toEqual({ 'sealos.io.type': 'application', 'built-by': 'action' });
    const summary = await readFile(summaryFile, 'utf8');
    expect(summary).toContain('Layers');
    expect(summary).toContain('COPY etc etc');
    expect(summary).toContain('2 uploaded, 0 mounted, 0 already there');
    expect(written.join('')).toContain('::add-mask::b1g-s3cret-pass');
    expect(written.join('').replaceAll('::add-mask::b1g-s3cret-pass', '')).not.toContain('b1g-s3cret-pass');
  });
});
