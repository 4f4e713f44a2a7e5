import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { golden } from './golden.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/runtime');

describe('golden files', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('fails on a missing golden and writes nothing, on a workstation as under CI', () => {
    vi.stubEnv('UPDATE_GOLDEN', '');
    for (const ci of ['', 'true']) {
      vi.stubEnv('CI', ci);
      expect(() => golden('no-such-golden.yaml', 'anything\n')).toThrow(/no-such-golden\.yaml is missing/);
      expect(existsSync(join(fixtures, 'no-such-golden.yaml'))).toBe(false);
    }
  });

  it('refuses UPDATE_GOLDEN under CI', () => {
    vi.stubEnv('UPDATE_GOLDEN', '1');
    vi.stubEnv('CI', 'true');
    expect(() => golden('lvscare-static-pod.yaml', 'anything\n')).toThrow(/refused under CI/);
  });

  it("checks the file's text against the derivation, not the output it is compared with", () => {
    vi.stubEnv('UPDATE_GOLDEN', '');
    const seen: string[] = [];
    const expected = golden('lvscare-static-pod.yaml', 'our output\n', (text) => {
      seen.push(text);
    });
    expect(seen).toEqual([readFileSync(join(fixtures, 'lvscare-static-pod.yaml'), 'utf8')]);
    expect(expected).toBe(seen[0]);
    expect(() =>
      golden('lvscare-static-pod.yaml', 'our output\n', () => {
        throw new Error('sealos would not write this');
      }),
    ).toThrow('sealos would not write this');
  });
});
