import { describe, expect, it } from 'vitest';
import { shellQuote, summarize, withEnv } from '../../../src/hosts/shell.js';

describe('shellQuote', () => {
  it('wraps in single quotes and writes each quote as a closed-escaped-reopened quote', () => {
    expect(shellQuote('plain')).toBe("'plain'");
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    expect(shellQuote('')).toBe("''");
    expect(shellQuote('$HOME `x` "y"\nz')).toBe(`'$HOME \`x\` "y"\nz'`);
  });
});

describe('withEnv', () => {
  it('exports each variable quoted, then the command', () => {
    expect(withEnv('echo "$A"', { A: "a'b", B_2: '$x' })).toBe(
      `export A='a'\\''b'\nexport B_2='$x'\necho "$A"`,
    );
    expect(withEnv('true')).toBe('true');
  });

  it('refuses names that are not shell names', () => {
    for (const name of ['1A', 'A-B', 'A B', 'A;rm', ''])
      expect(() => withEnv('true', { [name]: 'x' })).toThrow(
        `environment variable name "${name}" is not a shell name`,
      );
  });
});

describe('summarize', () => {
  it('keeps the first line, marks more lines, shortens long ones', () => {
    expect(summarize('  kubeadm init  ')).toBe('kubeadm init');
    expect(summarize('set -e\nrm -rf /x')).toBe('set -e ...');
    expect(summarize('x'.repeat(130))).toBe(`${'x'.repeat(120)}...`);
  });
});
