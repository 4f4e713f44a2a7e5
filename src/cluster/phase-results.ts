import { SealosError } from '../errors.js';

/**
 * A result an earlier phase handed on (the typed hand-off between phases, never a global); asking before that
 * phase ran is a pipeline order bug, said as such.
 */
function handedOn<Results, K extends keyof Results & string>(
  results: Partial<Results>,
  key: K,
  producedBy: Record<keyof Results, string>,
): Results[K] {
  const result = results[key];
  if (result === undefined)
    throw new SealosError(`internal: the ${key} are read before the ${producedBy[key]} phase made them`);
  return result as Results[K];
}

/** The reader of one pipeline's hand-offs: `producedBy` names the phase that sets each result. */
export function resultReader<Results>(producedBy: Record<keyof Results, string>) {
  return <K extends keyof Results & string>(context: { readonly results: Partial<Results> }, key: K) =>
    handedOn(context.results, key, producedBy);
}
