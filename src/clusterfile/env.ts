/**
 * A `K=V` list as a map, as sealos reads `spec.env` and host `env`: split at the first `=`, the last value of a
 * key wins, entries without `=` are ignored.
 */
export function parseEnvList(entries: readonly string[] | undefined): Record<string, string> {
  const env: Record<string, string> = {};
  for (const entry of entries ?? []) {
    const separator = entry.indexOf('=');
    if (separator <= 0) continue;
    env[entry.slice(0, separator)] = entry.slice(separator + 1);
  }
  return env;
}
