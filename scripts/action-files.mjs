// The files made from each action's source `actions/<name>/action.yml`:
// - `<name>/action.yml` at the repository root, so `uses: labring/sealos-action/<name>@v1` resolves (GitHub
//   reads `owner/repo/PATH@ref` as `PATH/action.yml`), and the root `action.yml` (= run);
// - docs/actions.md, the inputs and outputs of every action.
// `--check` writes nothing and exits 1 naming every file that is not what the sources make.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
export const ACTIONS = ['run', 'build-image', 'reset'];

const generated = (source) =>
  `# Generated from ${source} by scripts/action-files.mjs: edit that file, then run the script.\n`;

/** The action.yml at `folder` (relative to the root), with `runs:` paths pointing from there at dist/. */
function relocated(name, folder) {
  const source = `actions/${name}/action.yml`;
  const text = readFileSync(path.join(root, source), 'utf8');
  const dist = path.posix.relative(folder || '.', 'dist') || 'dist';
  return generated(source) + text.replaceAll('../../dist/', `${dist}/`);
}

const cell = (text) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();

function actionsDoc() {
  const sections = ACTIONS.map((name) => {
    const action = parse(readFileSync(path.join(root, `actions/${name}/action.yml`), 'utf8'));
    const inputs = Object.entries(action.inputs ?? {}).map(
      ([key, spec]) =>
        `| \`${key}\` | ${spec.default === undefined || spec.default === '' ? '' : `\`${cell(spec.default)}\``} | ${cell(spec.description)} |`,
    );
    const outputs = Object.entries(action.outputs ?? {}).map(
      ([key, spec]) => `| \`${key}\` | ${cell(spec.description)} |`,
    );
    return [
      `## \`uses: labring/sealos-action/${name}@v1\``,
      '',
      cell(action.description),
      '',
      '| input | default | description |',
      '| --- | --- | --- |',
      ...inputs,
      '',
      ...(outputs.length
        ? ['| output | description |', '| --- | --- |', ...outputs, '']
        : ['No outputs.', '']),
    ].join('\n');
  });
  return [
    '<!-- Generated from actions/*/action.yml by scripts/action-files.mjs: edit those, then run the script. -->',
    '# Actions: inputs and outputs',
    '',
    'Every action runs on `node24`, which needs GitHub Actions runner 2.327.1 or newer (self-hosted runners',
    'update themselves unless that is turned off). `labring/sealos-action@v1` (the repository root) is the same',
    'action as `labring/sealos-action/run@v1`.',
    '',
    ...sections,
  ].join('\n');
}

export function expectedFiles() {
  const files = new Map([['action.yml', relocated('run', '')]]);
  for (const name of ACTIONS) files.set(`${name}/action.yml`, relocated(name, name));
  files.set('docs/actions.md', actionsDoc());
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  const stale = [];
  for (const [file, text] of expectedFiles()) {
    const target = path.join(root, file);
    if (existsSync(target) && readFileSync(target, 'utf8') === text) continue;
    stale.push(file);
    if (!check) {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, text);
    }
  }
  if (check && stale.length > 0) {
    console.error(
      `not what actions/*/action.yml make: ${stale.join(', ')}; run \`node scripts/action-files.mjs\``,
    );
    process.exit(1);
  }
}
