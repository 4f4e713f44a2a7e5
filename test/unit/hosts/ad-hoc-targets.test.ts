import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adHocTargets } from '../../../src/hosts/ad-hoc-targets.js';

describe('adHocTargets', () => {
  let home: string;
  let emptyHome: string;

  beforeAll(async () => {
    home = await mkdtemp(path.join(os.tmpdir(), 'ad-hoc-home-'));
    emptyHome = await mkdtemp(path.join(os.tmpdir(), 'ad-hoc-empty-'));
    await mkdir(path.join(home, '.ssh'));
    await writeFile(path.join(home, '.ssh/id_rsa'), 'key');
  });

  afterAll(async () => {
    await rm(home, { recursive: true, force: true });
    await rm(emptyHome, { recursive: true, force: true });
  });

  it('normalises addresses with the default port, drops repeats, shares the credentials', () => {
    const targets = adHocTargets(
      { hosts: '10.0.0.1, 10.0.0.2:2222,10.0.0.1:22,[fd00::1]', password: 'pw', port: 22 },
      emptyHome,
      {},
    );
    expect(targets.map((t) => t.address)).toEqual(['10.0.0.1:22', '10.0.0.2:2222', '[fd00::1]:22']);
    expect(targets[0]!.credentials).toEqual({ user: 'root', password: 'pw' });
    expect(adHocTargets({ hosts: '10.0.0.1', password: 'pw', port: 2200 }, emptyHome, {})[0]!.address).toBe(
      '10.0.0.1:2200',
    );
  });

  it('without password or key, uses ~/.ssh keys and the agent, like ssh', () => {
    const [target] = adHocTargets({ hosts: '10.0.0.1', user: 'ubuntu' }, home, {
      SSH_AUTH_SOCK: '/run/agent',
    });
    expect(target!.credentials).toEqual({
      user: 'ubuntu',
      privateKeyPath: path.join(home, '.ssh/id_rsa'),
      agent: '/run/agent',
    });
  });

  it('refuses an empty list and missing credentials', () => {
    expect(() => adHocTargets({ hosts: ' , ', password: 'x' }, home, {})).toThrow('--hosts: no host given');
    expect(() => adHocTargets({ hosts: '10.0.0.1' }, emptyHome, {})).toThrow('no SSH credentials');
  });
});
