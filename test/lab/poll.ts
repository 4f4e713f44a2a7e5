/**
 * Waits for a condition, never for a time: calls `probe` until `done` holds for what it returned, at most
 * `attempts` times `intervalMs` apart, and returns the last value either way, so the caller's assertion on it
 * shows what was there when the bound ran out. The bound only ends a wait that would never end.
 */
export async function pollUntil<T>(
  probe: () => T | Promise<T>,
  done: (value: T) => boolean,
  { attempts = 100, intervalMs = 100 }: { attempts?: number; intervalMs?: number } = {},
): Promise<T> {
  let value = await probe();
  for (let attempt = 1; attempt < attempts && !done(value); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    value = await probe();
  }
  return value;
}

/** Like `pollUntil` for a probe that finds something (a process, a socket): the thing, or an error naming `what`. */
export async function pollFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  bound?: { attempts?: number; intervalMs?: number },
): Promise<T> {
  const found = await pollUntil(probe, (value) => value !== undefined, bound);
  if (found === undefined) throw new Error(`never found: ${what}`);
  return found;
}
