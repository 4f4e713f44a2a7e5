import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/runtime');

/**
 * Reads the expected text of a golden file. With UPDATE_GOLDEN=1 it (re)writes the file from `actual`
 * first, so a deliberate change is one command; the diff is then reviewed in git like any other change.
 * Never under CI (any value of `CI`, as CI services set it): there a missing file fails, and UPDATE_GOLDEN is
 * refused, so a run can never make its own expectation.
 */
export function golden(name: string, actual: string): string {
  const path = join(fixtures, name);
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(path)) {
    if (process.env.CI)
      throw new Error(
        existsSync(path)
          ? `golden file ${name}: UPDATE_GOLDEN is refused under CI (CI=${process.env.CI}); update it on a workstation`
          : `golden file ${name} is missing; run with UPDATE_GOLDEN=1 on a workstation`,
      );
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, actual);
  }
  return readFileSync(path, 'utf8');
}
