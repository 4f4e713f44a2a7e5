/** Prints a benchmark's tables and keeps them as JSON in node_modules/.cache/sealos-action-bench/results. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeMachine } from './machine.js';

// This file runs compiled, from node_modules/.cache/sealos-action-bench/js/bench/lib/.
const resultsDir = fileURLToPath(new URL('../../../results/', import.meta.url));

export function printMachine(): void {
  process.stdout.write(`${describeMachine()}\n\n`);
}

export async function report(name: string, sections: Array<{ title: string; table: string }>, data: unknown) {
  for (const section of sections) process.stdout.write(`### ${section.title}\n\n${section.table}\n\n`);
  await mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  await writeFile(file, `${JSON.stringify({ machine: describeMachine(), data }, null, 2)}\n`);
  process.stdout.write(`(results kept in ${path.relative(process.cwd(), file)})\n`);
}
