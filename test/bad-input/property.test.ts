import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { assertAsyncProperty, assertProperty } from './property.js';

function failureOf(work: () => void): string {
  try {
    work();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the property to fail');
}

describe('property runs can be replayed', () => {
  const saved = process.env.FUZZ_SEED;
  afterEach(() => {
    if (saved === undefined) delete process.env.FUZZ_SEED;
    else process.env.FUZZ_SEED = saved;
  });

  const failing = (seed?: number) =>
    failureOf(() =>
      assertProperty(
        fc.integer({ min: 0, max: 1_000_000 }),
        (n) => {
          if (n % 7 === 3) throw new Error(`bad ${n}`);
        },
        { seed },
      ),
    );

  it('a failure names its seed and path, and the same seed finds the same input', () => {
    const first = failing(1234);
    expect(first).toMatch(/replay: FUZZ_SEED=1234 FUZZ_PATH=\d+/);
    expect(first).toMatch(/Counterexample: \[\d+\]/);
    expect(failing(1234)).toBe(first);
  });

  it('FUZZ_SEED sets the seed', () => {
    process.env.FUZZ_SEED = '99';
    const message = failing();
    expect(message).toContain('replay: FUZZ_SEED=99 ');
    expect(failing(99)).toBe(message);
  });

  it('an input past the time limit fails the property with that input', () => {
    const message = failureOf(() =>
      assertProperty(fc.constant('the slow one'), () => undefined, { seed: 1, inputMs: -1 }),
    );
    expect(message).toContain('Counterexample: ["the slow one"]');
    expect(message).toContain('more than the -1 ms an input may take');
  });

  it('an async input past the time limit is reported too', async () => {
    await expect(
      assertAsyncProperty(fc.constant('never ends'), () => new Promise<void>(() => undefined), {
        seed: 1,
        inputMs: 50,
        numRuns: 1,
      }),
    ).rejects.toThrow(/Counterexample: \["never ends"\][\s\S]*timeout/i);
  });
});
