import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundlePath, runBundle, runnerStep, runStep } from '../lab/action-runner.js';

// Unit tests can pass while a bundle crashes at load (ssh2's CommonJS globals in ESM): start the real files.
describe('built bundles', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'bundles-'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('every bundle was built', () => {
    for (const name of ['cli', 'run', 'run-post', 'build-image', 'reset'])
      expect(existsSync(bundlePath(name)), `run \`node scripts/build.mjs\` first (${name})`).toBe(true);
  });

  it('the CLI starts and prints help for every command', async () => {
    const { status, stdout } = await runBundle(
      bundlePath('cli'),
      { PATH: process.env.PATH ?? '', HOME: work },
      ['--help'],
    );
    expect(status).toBe(0);
    expect(stdout).toContain('Usage: sealos-action');
    const commands = [...stdout.matchAll(/^ {2}([a-z]+) /gm)].map((m) => m[1]!).filter((c) => c !== 'help');
    expect(commands).toEqual(expect.arrayContaining(['run', 'apply', 'reset', 'build', 'exec', 'plan']));
    for (const command of commands) {
      const help = await runBundle(bundlePath('cli'), { PATH: process.env.PATH ?? '', HOME: work }, [
        command,
        '--help',
      ]);
      expect(help.status, command).toBe(0);
      expect(help.stdout, command).toContain(`Usage: sealos-action ${command}`);
    }
  });

  it('the build-image action builds an OCI layout from INPUT_* variables', async () => {
    const context = path.join(work, 'context');
    await mkdir(path.join(context, 'etc'), { recursive: true });
    await writeFile(path.join(context, 'etc', 'app.conf'), 'key: value\n');
    await writeFile(
      path.join(context, 'Kubefile'),
      'FROM scratch\nLABEL sealos.io.type=application\nCOPY etc etc\n',
    );
    const step = await runnerStep(path.join(work, 'build-image'), {
      inputs: {
        contexts: context,
        kubefile: path.join(context, 'Kubefile'),
        tags: 'example.com/smoke/app:1',
        push: 'false',
        'save-images': 'false',
        'oci-layout': path.join(work, 'layout'),
      },
    });
    const { status, stdout, stderr, outputs } = await runStep(step, bundlePath('build-image'));
    expect(status, stdout + stderr).toBe(0);
    expect(outputs.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(existsSync(path.join(work, 'layout', 'index.json'))).toBe(true);
  });

  it('the reset action and the run post step start, and with nothing saved have nothing to do', async () => {
    const step = await runnerStep(path.join(work, 'reset'), {
      inputs: { cluster: 'nothing-here', state: 'local', 'state-dir': path.join(work, 'no-state') },
    });
    const reset = await runStep(step, bundlePath('reset'));
    expect(reset.status, reset.stdout + reset.stderr).toBe(0);
    expect(reset.outputs.clean).toBe('true');
    expect(await readFile(step.files.summary, 'utf8')).toContain('### sealos reset `nothing-here`: clean');
    const post = await runStep(step, bundlePath('run-post'));
    expect(post.status, post.stdout + post.stderr).toBe(0);
    expect(post.stdout).toContain('nothing to do');
  });
});
