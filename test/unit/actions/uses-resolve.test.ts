import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments, parse as parseYaml } from 'yaml';

const root = join(import.meta.dirname, '../../..');
const REPOSITORY = 'labring/sealos-action';

function* files(dir: string, suffixes: string[]): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path, suffixes);
    else if (suffixes.some((suffix) => entry.name.endsWith(suffix))) yield path;
  }
}

/** The YAML a user copies: workflow files whole, and the ```yaml blocks of Markdown pages. */
function yamlTexts(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  if (!path.endsWith('.md')) return [text];
  return [...text.matchAll(/```ya?ml\n([\s\S]*?)```/g)].map((match) => match[1]!);
}

interface Step {
  uses: string;
  with?: Record<string, unknown>;
}

/** Every `uses:` step of ours in a parsed document, with its `with:`. */
function stepsOf(node: unknown, found: Step[] = []): Step[] {
  if (Array.isArray(node)) for (const item of node) stepsOf(item, found);
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (
      typeof record.uses === 'string' &&
      (record.uses.startsWith(REPOSITORY) || record.uses.startsWith('./'))
    )
      found.push({
        uses: record.uses,
        ...(record.with ? { with: record.with as Record<string, unknown> } : {}),
      });
    for (const value of Object.values(record)) stepsOf(value, found);
  }
  return found;
}

const sources = [
  join(root, 'README.md'),
  ...files(join(root, 'docs'), ['.md']),
  ...files(join(root, 'examples'), ['.yml', '.yaml', '.md']),
  ...files(join(root, '.github', 'workflows'), ['.yml', '.yaml']),
];
const uses = sources.flatMap((file) =>
  yamlTexts(file).flatMap((text) =>
    parseAllDocuments(text).flatMap((doc) => stepsOf(doc.toJS()).map((step) => ({ file, ...step }))),
  ),
);

describe('every `uses:` users can copy resolves to an action of this repository', () => {
  it('finds the uses: lines (README, docs, examples, workflows)', () => {
    expect(uses.length).toBeGreaterThan(3);
  });

  for (const { file, uses: reference, with: given } of uses) {
    it(`${relative(root, file)}: ${reference}`, () => {
      // A job calling a reusable workflow of this repository (release.yml calls e2e.yml): it must be callable.
      if (/^\.\/\.github\/workflows\/[^/]+\.ya?ml$/.test(reference)) {
        const called = parseYaml(readFileSync(join(root, reference), 'utf8')) as {
          on?: Record<string, unknown>;
        };
        expect(Object.keys(called.on ?? {}), `${reference} has on: workflow_call`).toContain('workflow_call');
        return;
      }
      // Our own workflows use the checked-out tree (`./reset`); users name a ref (`labring/sealos-action/reset@v1`).
      const local = reference.startsWith('./');
      const [path, ref] = local ? [reference.slice(1)] : reference.slice(REPOSITORY.length).split('@');
      if (!local) expect(ref, 'a ref after @').toBeTruthy();
      // GitHub reads owner/repo/PATH@ref as PATH/action.yml at the repository root.
      const actionFile = join(root, path?.replace(/^\//, '') ?? '', 'action.yml');
      expect(existsSync(actionFile), `${relative(root, actionFile)} exists`).toBe(true);
      const declared = Object.keys(
        (parseYaml(readFileSync(actionFile, 'utf8')) as { inputs?: Record<string, unknown> }).inputs ?? {},
      );
      for (const input of Object.keys(given ?? {})) expect(declared, `input ${input}`).toContain(input);
    });
  }
});
