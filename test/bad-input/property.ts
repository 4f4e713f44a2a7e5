import fc from 'fast-check';

/**
 * fast-check runs that can be replayed. The seed comes from `FUZZ_SEED` (else a fresh one) and, with the
 * counterexample's `path`, is in every failure message as the command that replays it. Each input has a time
 * limit (`FUZZ_INPUT_MS`, 10 s by default, far above the milliseconds an input takes): an input past it fails
 * the property with the input itself, instead of the whole test timing out with the input lost. Every
 * execution the properties call is bounded in the code (template work and time, alias expansion), so such an
 * input returns, slowly, and is reported.
 */

/** `FUZZ_RUNS=5000` for a longer hunt; CI runs the default. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const INPUT_MS = Number(process.env.FUZZ_INPUT_MS ?? 10_000);

/** An input that took longer than the limit. */
export class SlowInput extends Error {}

export interface PropertyOptions {
  numRuns?: number;
  /** Fixed seed (a test of this harness); otherwise FUZZ_SEED or a fresh one. */
  seed?: number;
  inputMs?: number;
}

function seedOf(options: PropertyOptions): number {
  if (options.seed !== undefined) return options.seed;
  if (process.env.FUZZ_SEED !== undefined) return Number(process.env.FUZZ_SEED);
  return Math.floor(Math.random() * 0x7fffffff);
}

/** Runs `check` on inputs drawn from `arbitrary`; throws a replayable report on the first failing input. */
export function assertProperty<T>(
  arbitrary: fc.Arbitrary<T>,
  check: (input: T) => void,
  options: PropertyOptions = {},
): void {
  const seed = seedOf(options);
  const limit = options.inputMs ?? INPUT_MS;
  const property = fc.property(arbitrary, (input) => {
    const start = performance.now();
    check(input);
    const took = performance.now() - start;
    if (took > limit)
      throw new SlowInput(
        `this input took ${Math.round(took)} ms, more than the ${limit} ms an input may take`,
      );
  });
  const details = fc.check(property, {
    numRuns: options.numRuns ?? RUNS,
    seed,
    path: process.env.FUZZ_PATH,
    // A slow input would be slow again at each shrinking step: report the input as drawn.
    endOnFailure: true,
  });
  report(details, seed);
}

/** The same for an async check: fast-check's own `timeout` ends an input past the limit and reports it. */
export async function assertAsyncProperty<T>(
  arbitrary: fc.Arbitrary<T>,
  check: (input: T) => Promise<void>,
  options: PropertyOptions = {},
): Promise<void> {
  const seed = seedOf(options);
  const details = await fc.check(fc.asyncProperty(arbitrary, check), {
    numRuns: options.numRuns ?? RUNS,
    seed,
    path: process.env.FUZZ_PATH,
    endOnFailure: true,
    timeout: options.inputMs ?? INPUT_MS,
  });
  report(details, seed);
}

function report<T>(details: fc.RunDetails<[T]>, seed: number): void {
  if (!details.failed) return;
  const replay = `replay: FUZZ_SEED=${seed} FUZZ_PATH=${details.counterexamplePath ?? ''} (with -t and this test's name)`;
  const cause = details.errorInstance;
  const why = cause instanceof Error ? cause.message : String(cause);
  throw new Error(`${fc.defaultReportMessage(details)}\nIt failed with: ${why}\n${replay}`, { cause });
}
