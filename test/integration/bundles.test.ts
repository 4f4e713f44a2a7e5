import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionOutputs, bundlePath, runBundle } from '../lab/action-runner.js';

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
    const files = { output: path.join(work, 'output'), summary: path.join(work, 'summary.md') };
    for (const file of Object.values(files)) await writeFile(file, '');
    const { status, stdout, stderr } = await runBundle(bundlePath('build-image'), {
      PATH: process.env.PATH ?? '',
      HOME: work,
      RUNNER_TEMP: work,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      INPUT_CONTEXTS: context,
      INPUT_KUBEFILE: path.join(context, 'Kubefile'),
      INPUT_TAGS: 'example.com/smoke/app:1',
      INPUT_PUSH: 'false',
      'INPUT_SAVE-IMAGES': 'false',
      'INPUT_OCI-LAYOUT': path.join(work, 'layout'),
    });
    expect(status, stdout + stderr).toBe(0);
    const outputs = actionOutputs(await readFile(files.output, 'utf8'));
    expect(outputs.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(existsSync(path.join(work, 'layout', 'index.json'))).toBe(true);
  });

  it('the reset action and the run post step start, and with nothing saved have nothing to do', async () => {
    const files = {
      output: path.join(work, 'reset-output'),
      state: path.join(work, 'post-state'),
      summary: path.join(work, 'reset-summary.md'),
    };
    for (const file of Object.values(files)) await writeFile(file, '');
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: work,
      RUNNER_TEMP: work,
      GITHUB_OUTPUT: files.output,
      GITHUB_STATE: files.state,
      GITHUB_STEP_SUMMARY: files.summary,
      INPUT_CLUSTER: 'nothing-here',
      INPUT_STATE: 'local',
      'INPUT_STATE-DIR': path.join(work, 'no-state'),
    };
    const reset = await runBundle(bundlePath('reset'), env);
    expect(reset.status, reset.stdout + reset.stderr).toBe(0);
    expect(actionOutputs(await readFile(files.output, 'utf8')).clean).toBe('true');
    expect(await readFile(files.summary, 'utf8')).toContain('### sealos reset `nothing-here`: clean');
    const post = await runBundle(bundlePath('run-post'), env);
    expect(post.status, post.stdout + post.stderr).toBe(0);
    expect(post.stdout).toContain('nothing to do');
  });
});
