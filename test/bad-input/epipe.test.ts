import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '../..');

describe('output piped into a reader that stops early (`| head`)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'epipe-'));
    await writeFile(path.join(dir, 'many.tmpl'), '{{ range until 100000 }}line {{ . }}\n{{ end }}');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('ends without an EPIPE stack trace', async () => {
    // The real entry point in a real process: only a closed pipe shows what a user sees.
    const child = spawn(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'src/cli/main.ts'), 'render', path.join(dir, 'many.tmpl')],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    let first = '';
    child.stdout.once('data', (chunk) => {
      first = String(chunk);
      child.stdout.destroy();
    });
    const status = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    expect(first).toMatch(/^line 0\n/);
    expect(stderr).not.toContain('EPIPE');
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(status).toBe(0);
  }, 60_000);
});
