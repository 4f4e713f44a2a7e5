import { FunctionError } from './errors.js';

/**
 * Bounds on one template execution. Templates come from images and users; Go's text/template has no such
 * bounds, but a runner must not hang or run out of memory on `{{range until 100000}}{{range until
 * 100000}}…`. Real sealos templates stay far below these (a few thousand steps, kilobytes of output).
 */
export const TEMPLATE_LIMITS = {
  /** Nodes walked and commands evaluated. */
  steps: 1_000_000,
  /** Characters written plus characters and list items made by functions, over the whole execution. */
  produced: 16 * 1024 * 1024,
  /** Items one list function (`until`, `seq`) or characters one string function (`repeat`) may make. */
  sequence: 100_000,
  /**
   * Wall-clock time of one execution, checked every 1024 steps: the last bound for any work the counts above
   * miss. Far above what a real template or chart takes, even on a loaded runner.
   */
  milliseconds: 60_000,
} as const;

/** A function asked to make `count` items or characters: refused past the limit, before any is made. */
export function checkSequenceSize(what: string, count: bigint | number): void {
  if (BigInt(count) > BigInt(TEMPLATE_LIMITS.sequence))
    throw new FunctionError(
      `${what} of ${count} is more than the ${TEMPLATE_LIMITS.sequence} a template may make at once`,
    );
}
