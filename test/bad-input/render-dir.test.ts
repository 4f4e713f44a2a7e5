import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UsageError } from '../../src/errors.js';
import { applyDeadline, MAX_TIMEOUT_MINUTES } from '../../src/run/timeout.js';
import { expectCleanFailure, runCase } from './harness.js';

/** Every file under `dir`, relative, with its content: what the user's folder holds. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = await readFile(file, 'utf8');
  }
  return files;
}

describe('render DIR renders a staged copy and swaps it in only when every template rendered', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'render-dir-'));
    await mkdir(path.join(dir, 'tree/etc'), { recursive: true });
    await mkdir(path.join(dir, 'tree/scripts'), { recursive: true });
    await writeFile(path.join(dir, 'tree/etc/a.conf.tmpl'), 'domain={{ .registryDomain }}\n');
    await writeFile(path.join(dir, 'tree/etc/plain.txt'), 'kept\n');
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('a failing template leaves the folder exactly as it was, with no staging folder behind', async () => {
    await writeFile(path.join(dir, 'tree/scripts/z.sh.tmpl'), '{{ fail "broken on purpose" }}\n');
    const before = await snapshot(path.join(dir, 'tree'));
    const result = await runCase({
      name: 'render DIR',
      args: ['render', '--env', 'registryDomain=sealos.hub', `${dir}/tree`],
      expected: '',
    });
    expect(result.status).toBe(1);
    expectCleanFailure(
      result.output,
      'scripts/z.sh.tmpl: template: z.sh.tmpl:1:3: executing "z.sh.tmpl" at <fail "broken on purpose">: error calling fail: broken on purpose',
    );
    expect(await snapshot(path.join(dir, 'tree'))).toEqual(before);
    expect(await readdir(path.join(dir, 'tree'))).toEqual(['etc', 'scripts']);
  });

  it('keeps file modes through the staged copy', async () => {
    await writeFile(path.join(dir, 'tree/scripts/run.sh'), '#!/bin/sh\n', { mode: 0o755 });
    await writeFile(path.join(dir, 'tree/scripts/init.sh.tmpl'), 'echo {{ .registryDomain }}\n', {
      mode: 0o750,
    });
    const result = await runCase({
      name: 'render DIR',
      args: ['render', '--env', 'registryDomain=x', `${dir}/tree`],
      expected: '',
    });
    expect(result.status, result.output).toBe(0);
    expect((await stat(path.join(dir, 'tree/scripts/run.sh'))).mode & 0o777).toBe(0o755);
    expect((await stat(path.join(dir, 'tree/scripts/init.sh'))).mode & 0o777).toBe(0o750);
  });

  it('when every template renders, the rendered tree replaces the templates', async () => {
    const result = await runCase({
      name: 'render DIR',
      args: ['render', '--env', 'registryDomain=sealos.hub', `${dir}/tree`],
      expected: '',
    });
    expect(result.status, result.output).toBe(0);
    expect(await snapshot(path.join(dir, 'tree'))).toEqual({
      'etc/a.conf': 'domain=sealos.hub\n',
      'etc/plain.txt': 'kept\n',
    });
    expect(await readdir(path.join(dir, 'tree'))).toEqual(['etc', 'scripts']);
  });
});

const realSetTimeout = globalThis.setTimeout;

describe('the apply timeout', () => {
  it('refuses minutes past what a Node timer holds, which would fire after 1 ms', () => {
    expect(() => applyDeadline(MAX_TIMEOUT_MINUTES + 1)).toThrow(UsageError);
    expect(() => applyDeadline(MAX_TIMEOUT_MINUTES + 1)).toThrow(
      `timeout: ${MAX_TIMEOUT_MINUTES + 1} minutes is not from above 0 to ${MAX_TIMEOUT_MINUTES}`,
    );
    expect(() => applyDeadline(0)).toThrow(UsageError);
  });

  it('the longest allowed timeout is one a Node timer holds: it has not fired when a 1 ms timer set after it has', async () => {
    const delays: (number | undefined)[] = [];
    const spy = vi.spyOn(globalThis, 'setTimeout');
    spy.mockImplementation(((callback: () => void, ms?: number) => {
      delays.push(ms);
      return realSetTimeout(callback, ms);
    }) as typeof setTimeout);
    let deadline: ReturnType<typeof applyDeadline>;
    try {
      deadline = applyDeadline(MAX_TIMEOUT_MINUTES);
    } finally {
      spy.mockRestore();
    }
    // Past 2^31-1 ms Node would make it 1 ms.
    expect(delays).toEqual([MAX_TIMEOUT_MINUTES * 60_000]);
    expect(MAX_TIMEOUT_MINUTES * 60_000).toBeLessThanOrEqual(2 ** 31 - 1);
    // Order, not time: Node runs 1 ms timers in the order they were set, so a deadline cut to 1 ms would have
    // fired before this one.
    await new Promise((resolve) => realSetTimeout(resolve, 1));
    expect(deadline.signal?.aborted).toBe(false);
    deadline.clear();
  });
});
