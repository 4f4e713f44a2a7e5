import { MAX_TIMEOUT_MINUTES } from './timeout.js';

/** How long a run waits for its nodes when the `wait` input is empty: kind-action waits too, by default. */
export const DEFAULT_WAIT = '5m';

/**
 * A duration as kind and kubectl write them (`90s`, `5m`, `1m30s`, `1h`), or a bare number of seconds, in
 * milliseconds; `0` means do not wait. Undefined when the text is none of those, or longer than a Node timer
 * holds; the caller names its input or flag.
 */
export function parseWaitDuration(text: string): number | undefined {
  const value = text.trim();
  if (/^\d+$/.test(value)) return checked(Number(value) * 1000);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+(?:\.\d+)?)s)?$/.exec(value);
  if (!match || value === '') return undefined;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return checked(((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000);
}

function checked(ms: number): number | undefined {
  return ms <= MAX_TIMEOUT_MINUTES * 60_000 ? Math.round(ms) : undefined;
}
