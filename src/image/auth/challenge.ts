/** A parsed `WWW-Authenticate` header: the scheme and its parameters (`realm`, `service`, `scope`, ...). */
export interface AuthChallenge {
  scheme: 'bearer' | 'basic';
  params: Record<string, string>;
}

/**
 * Parses `Bearer realm="https://auth/token",service="registry",scope="repository:a/b:pull,push"` and
 * `Basic realm="..."`. Quoted values may hold commas; other schemes give undefined.
 */
export function parseChallenge(header: string | undefined): AuthChallenge | undefined {
  if (!header) return undefined;
  const match = /^\s*(\w+)\s*(.*)$/s.exec(header);
  if (!match) return undefined;
  const scheme = match[1]!.toLowerCase();
  if (scheme !== 'bearer' && scheme !== 'basic') return undefined;
  const params: Record<string, string> = {};
  const param = /([\w.-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^,\s]*))\s*,?\s*/g;
  for (const p of match[2]!.matchAll(param)) {
    params[p[1]!.toLowerCase()] = p[2] !== undefined ? p[2].replace(/\\(.)/g, '$1') : (p[3] ?? '');
  }
  return { scheme, params };
}
