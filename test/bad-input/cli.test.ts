import { describe, expect, it } from 'vitest';
import { CLI_CASES } from './cli-cases.js';
import { APPLY_CASES, CLUSTERFILE_CASES } from './clusterfile-cases.js';
import { expectCleanFailure, runCase } from './harness.js';

describe('the CLI on bad input: a clear error, never a crash, never a silent acceptance', () => {
  it.each(CLI_CASES.map((testCase) => [testCase.name, testCase] as const))('%s', async (_name, testCase) => {
    const { status, output } = await runCase(testCase);
    // Usage errors (a wrong verb, flag, argument or value) exit 2; the cases that fail otherwise say 1.
    expect(status, output).toBe(testCase.status ?? 2);
    expectCleanFailure(output, testCase.expected);
  });
});

describe('Clusterfiles on bad input: every problem with its line', () => {
  it.each([...CLUSTERFILE_CASES, ...APPLY_CASES].map((testCase) => [testCase.name, testCase] as const))(
    '%s',
    async (_name, testCase) => {
      const { status, output } = await runCase(testCase);
      expect(status, output).toBe(testCase.status ?? 1);
      expectCleanFailure(output, testCase.expected);
    },
  );
});
