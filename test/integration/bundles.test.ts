import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const cli = path.join(root, 'dist/cli/index.js');

// Unit tests can pass while a bundle crashes at load (ssh2's CommonJS globals in ESM): start the real files.
describe('built bundles', () => {
  it('dist/ was built', () => {
    expect(existsSync(cli), 'run `npm run build` first').toBe(true);
  });

  it('the CLI starts and prints help', async () => {
    const { stdout } = await run(process.execPath, [cli, '--help']);
    expect(stdout).toContain('Usage: sealos-action');
  });
});
