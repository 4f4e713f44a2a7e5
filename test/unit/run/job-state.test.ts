import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readPostStepState, recordForPostStep } from '../../../src/run/job-state.js';

/** The runner's reading of a GITHUB_STATE file (`name<<delimiter` blocks) into the post step's STATE_* variables. */
function runnerStateEnv(text: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<]+)<<(.+)$/.exec(lines[i]!);
    if (!match) continue;
    const [, name, delimiter] = match;
    const value: string[] = [];
    for (i++; lines[i] !== delimiter; i++) value.push(lines[i]!);
    env[`STATE_${name}`] = value.join('\n');
  }
  return env;
}

describe('hand-off from the run step to its post step', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sealos-post-state-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('round-trips through GITHUB_STATE, a later value replacing an earlier one', async () => {
    const file = path.join(dir, 'state');
    const env = { GITHUB_STATE: file };
    await recordForPostStep(
      {
        cluster: 'lab',
        master0: '10.77.0.11:22',
        lockToken: 'abc',
        clusterfile: '/runner/temp/x',
        phase: '',
        failedPhase: '',
        localHost: '',
      },
      env,
    );
    await recordForPostStep({ phase: 'ClusterFailed', failedPhase: 'Init', lockToken: '' }, env);
    const state = readPostStepState(runnerStateEnv(await readFile(file, 'utf8')));
    expect(state).toEqual({
      cluster: 'lab',
      master0: '10.77.0.11:22',
      lockToken: '',
      clusterfile: '/runner/temp/x',
      phase: 'ClusterFailed',
      failedPhase: 'Init',
      localHost: '',
    });
  });

  it('writes nothing outside an Actions step, and reads nothing when the main step recorded nothing', async () => {
    await recordForPostStep({ cluster: 'lab' }, {});
    expect(readPostStepState({})).toBeUndefined();
  });
});
