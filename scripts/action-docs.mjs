// Writes the inputs/outputs tables of every action.yml into README.md, between the action-docs markers, so the
// README never drifts from the actions. `--check` exits 1 when the README is not up to date.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
const actions = [
  ['run', 'action.yml'],
  ['build-image', 'actions/build-image/action.yml'],
  ['reset', 'actions/reset/action.yml'],
];

const cell = (text) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();

export function actionTables() {
  return actions
    .map(([name, file]) => {
      const action = parse(readFileSync(path.join(root, file), 'utf8'));
      const inputs = Object.entries(action.inputs ?? {}).map(
        ([key, spec]) =>
          `| \`${key}\` | ${spec.default === undefined || spec.default === '' ? '' : `\`${cell(spec.default)}\``} | ${cell(spec.description)} |`,
      );
      const outputs = Object.entries(action.outputs ?? {}).map(
        ([key, spec]) => `| \`${key}\` | ${cell(spec.description)} |`,
      );
      return [
        `### \`labring/sealos-action/${name === 'run' ? 'run' : name}@v1\` inputs (\`${file}\`)`,
        '',
        '| input | default | description |',
        '| --- | --- | --- |',
        ...inputs,
        '',
        '| output | description |',
        '| --- | --- |',
        ...outputs,
        '',
      ].join('\n');
    })
    .join('\n');
}

const readme = path.join(root, 'README.md');
const text = readFileSync(readme, 'utf8');
const begin = '<!-- action-docs:begin -->';
const end = '<!-- action-docs:end -->';
const start = text.indexOf(begin);
const stop = text.indexOf(end);
if (start < 0 || stop < start) throw new Error(`README.md has no ${begin} ... ${end} section`);
const updated = `${text.slice(0, start + begin.length)}\n${actionTables()}${text.slice(stop)}`;
if (process.argv.includes('--check')) {
  if (updated !== text) {
    console.error('README.md action tables are out of date: run `node scripts/action-docs.mjs`');
    process.exit(1);
  }
} else {
  writeFileSync(readme, updated);
}
