import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const tsx = join(root, 'node_modules/.bin/tsx');
const made: string[] = [];
afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/**
 * A process that registers `folder` as build and the archive loader do, then is stopped the way a second Ctrl-C
 * stops a run (`process.exit` from a signal handler, before any `finally`), or forgets the folder first.
 */
function runChild(folder: string, forgetFirst: boolean) {
  const script = `
    import { removeOnExit } from ${JSON.stringify(join(root, 'src/files/remove-on-exit.ts'))};
    const forget = removeOnExit(${JSON.stringify(folder)});
    ${forgetFirst ? 'forget();' : ''}
    process.on('SIGINT', () => process.exit(130));
    process.kill(process.pid, 'SIGINT');
    setTimeout(() => process.exit(0), 60_000);
  `;
  return spawnSync(tsx, ['--eval', script], { encoding: 'utf8', cwd: root });
}

describe('scratch folders on a forced exit', () => {
  it('are removed when the process exits from a signal handler, before its finally blocks', () => {
    const folder = mkdtempSync(join(tmpdir(), 'sealos-build-'));
    made.push(folder);
    const result = runChild(folder, false);
    expect(result.status, result.stderr).toBe(130);
    expect(existsSync(folder)).toBe(false);
  });

  it('are left alone once forgotten (their owner removed them, or handed them on)', () => {
    const folder = mkdtempSync(join(tmpdir(), 'sealos-archive-'));
    made.push(folder);
    const result = runChild(folder, true);
    expect(result.status, result.stderr).toBe(130);
    expect(existsSync(folder)).toBe(true);
  });
});
