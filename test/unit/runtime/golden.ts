import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/runtime');

/**
 * Reads the expected text of a golden file; a missing one fails. Only UPDATE_GOLDEN=1 (re)writes it from
 * `actual`, so a deliberate change is one command and its diff is reviewed in git like any other change; under
 * CI (any value of `CI`, as CI services set it) that is refused too, so a run never makes its own expectation.
 *
 * `derived`: the independent derivation of what the file must say, read from sealos's source
 * (sealos-derivation.ts), where one covers it. It checks the file's text, so a golden that our output matches but
 * sealos would not write fails; an update runs it on `actual` before writing anything.
 */
export function golden(name: string, actual: string, derived?: (text: string) => void): string {
  const path = join(fixtures, name);
  if (process.env.UPDATE_GOLDEN === '1') {
    if (process.env.CI)
      throw new Error(
        `golden file ${name}: UPDATE_GOLDEN is refused under CI (CI=${process.env.CI}); update it on a workstation`,
      );
    derived?.(actual);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, actual);
  } else if (!existsSync(path))
    throw new Error(
      `golden file ${name} is missing: a golden is never written because it is missing; derive what it must hold from sealos's source, and write it with UPDATE_GOLDEN=1 on a workstation only once that derivation agrees`,
    );
  const expected = readFileSync(path, 'utf8');
  derived?.(expected);
  return expected;
}
