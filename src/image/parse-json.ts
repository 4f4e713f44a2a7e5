/** JSON from a registry or a cache file, or undefined when it is not JSON: the caller's schema check then says what is wrong. */
export function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
