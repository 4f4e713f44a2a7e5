// Builds dist/: TypeScript is compiled by tsc first (ncc 0.45 cannot load TypeScript 7, and compiling
// separately keeps type errors out of the bundler), then ncc bundles one ESM file per entry point.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const entries = {
  run: 'actions/run/main.js',
  'run-post': 'actions/run/post.js',
  'build-image': 'actions/build-image/main.js',
  reset: 'actions/reset/main.js',
  cli: 'cli/main.js',
};

rmSync(path.join(root, '.build'), { recursive: true, force: true });
execFileSync(
  process.execPath,
  [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);

rmSync(path.join(root, 'dist'), { recursive: true, force: true });
for (const [name, entry] of Object.entries(entries)) {
  const out = path.join(root, 'dist', name);
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/@vercel/ncc/dist/ncc/cli.js'),
      'build',
      path.join('.build', entry),
      '-o',
      out,
      '-q',
      '--license',
      'licenses.txt',
      '--target',
      'es2022',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  // ncc names an ESM bundle index.mjs on some inputs; the actions and the bin expect index.js.
  for (const file of readdirSync(out)) {
    if (file === 'index.mjs') renameSync(path.join(out, file), path.join(out, 'index.js'));
    // ssh2 ships Pageant's Windows helper; the bundles run on Linux runners only, so no .exe goes to dist/.
    if (file.endsWith('.exe')) rmSync(path.join(out, file));
  }
  writeFileSync(path.join(out, 'package.json'), '{ "type": "module" }\n');
}
// The CLI is the package's bin (`npm i -g`, `npx sealos-action`): a node shebang and the run bit, or the
// shell npm links it from cannot start it.
const cli = path.join(root, 'dist', 'cli', 'index.js');
if (!existsSync(cli)) throw new Error('dist/cli/index.js missing');
const bundled = readFileSync(cli, 'utf8');
if (!bundled.startsWith('#!')) writeFileSync(cli, `#!/usr/bin/env node\n${bundled}`);
chmodSync(cli, 0o755);
mkdirSync(path.join(root, 'dist'), { recursive: true });
