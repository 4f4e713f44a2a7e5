import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { shellQuote, summarize, withEnv, withWideStdin } from '../../../src/hosts/shell.js';

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

describe('withWideStdin', () => {
  // Node gives a child's stdin as a socket pair: the pipe is bash's own.
  const pipeSize = (command: string) =>
    execFileSync('bash', ['-c', `echo x | { ${command}; }`], { encoding: 'utf8' }).trim();

  it("widens the command's stdin pipe to 1 MiB before running it, with this machine's bash and perl", () => {
    const print = "perl -e 'print fcntl(STDIN, 1032, 0)'";
    expect(pipeSize(print)).toBe('65536');
    expect(pipeSize(withWideStdin(print))).toBe('1048576');
  });

  it('runs the command unchanged where perl is missing or stdin is not a pipe', () => {
    const noPerl = withWideStdin('echo ran').replace('perl', 'perl-not-installed-here');
    expect(execFileSync('bash', ['-c', noPerl], { input: '', encoding: 'utf8' })).toBe('ran\n');
    expect(
      execFileSync('bash', ['-c', `{ ${withWideStdin('echo ran')}; } < /dev/null`], { encoding: 'utf8' }),
    ).toBe('ran\n');
  });
});
