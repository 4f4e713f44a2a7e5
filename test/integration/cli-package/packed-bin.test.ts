import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rootfsLabels, storeLabelledImage } from '../../lab/labelled-image.js';

const exec = promisify(execFile);
const root = join(import.meta.dirname, '../../..');

/**
 * The CLI as npm installs it: `npm pack` of this checkout (what `npm i -g` and `npx` receive), unpacked, the
 * `sealos-action` bin linked into a bin folder as npm links it, and started by name through PATH: the shebang,
 * the run bit and the packed files must be enough, with no node_modules beside them.
 */
let dir: string;
let bin: string;
let packed: string[];

beforeAll(async () => {
  expect(existsSync(join(root, 'dist/cli/index.js')), 'build dist/ first: node scripts/build.mjs').toBe(true);
  dir = await mkdtemp(join(tmpdir(), 'packed-cli-'));
  const { stdout } = await exec('npm', ['pack', '--json', '--pack-destination', dir], {
    cwd: root,
    env: { ...process.env, npm_config_loglevel: 'error' },
  });
  const [pack] = JSON.parse(stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
  packed = (pack?.files ?? []).map((file) => file.path);
  await exec('tar', ['-xzf', join(dir, pack?.filename as string), '-C', dir]);
  const manifest = JSON.parse(await readFile(join(dir, 'package', 'package.json'), 'utf8')) as {
    bin: Record<string, string>;
  };
  const target = join(dir, 'package', manifest.bin['sealos-action'] as string);
  bin = join(dir, 'bin');
  await mkdir(bin);
  await symlink(relative(bin, target), join(bin, 'sealos-action'));
}, 300_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('the package holds the CLI bundle, executable, and nothing of the sources or tests', async () => {
  expect(packed).toContain('dist/cli/index.js');
  expect(packed).toContain('package.json');
  expect(packed.filter((path) => /^(src|test|bench|node_modules)\//.test(path))).toEqual([]);
  expect((await stat(join(dir, 'package/dist/cli/index.js'))).mode & 0o111).toBe(0o111);
});

it('sealos-action starts by name from the packed files: --help lists the commands, a verb runs', async () => {
  const env = {
    PATH: `${bin}:${dirname(process.execPath)}:/usr/bin:/bin`,
    HOME: dir,
    XDG_CACHE_HOME: join(dir, 'cache'),
  };
  const help = await exec('sealos-action', ['--help'], { env, cwd: dir });
  expect(help.stdout).toMatch(/^Usage: sealos-action/m);
  for (const verb of ['run', 'apply', 'reset', 'build'])
    expect(help.stdout).toMatch(new RegExp(`^\\s+${verb}\\b`, 'm'));
  // A real command from the bundle: a dry-run plan, touching nothing but a state folder in dir. The rootfs
  // image's labels, which a dry run of a create reads, are in the local store: no registry is asked.
  await storeLabelledImage(env, 'labring/kubernetes:v1.29.9', rootfsLabels('v1.29.9'));
  const plan = await exec(
    'sealos-action',
    [
      'run',
      'labring/kubernetes:v1.29.9',
      '--masters',
      '10.77.0.2',
      '--state-dir',
      join(dir, 'state'),
      '--dry-run',
    ],
    { env, cwd: dir },
  );
  expect(plan.stdout).toContain('(kubeadm v1.29.9): create');
  expect(plan.stdout).toContain('10.77.0.2:22');
});
