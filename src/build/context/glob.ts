/** True when a COPY source uses pattern characters; such a source may match several paths or none. */
export function hasGlob(pattern: string): boolean {
  return /[*?[]/.test(pattern);
}

/**
 * Go's filepath.Match (what Docker uses for COPY sources) as a RegExp over a whole `/`-separated path:
 * `*` and `?` never cross a `/`, `[...]` and `[^...]` are classes, `\` escapes the next character.
 */
export function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i] as string;
    if (ch === '*') source += '[^/]*';
    else if (ch === '?') source += '[^/]';
    else if (ch === '\\' && i + 1 < pattern.length) source += escapeCharacter(pattern[++i] as string);
    else if (ch === '[') {
      const end = pattern.indexOf(']', i + 2);
      if (end < 0) {
        source += '\\[';
        continue;
      }
      let body = pattern.slice(i + 1, end);
      const negated = body.startsWith('^') || body.startsWith('!');
      if (negated) body = body.slice(1);
      source += `[${negated ? '^/' : ''}${body.replace(/[\]\\]/g, '\\$&')}]`;
      i = end;
    } else source += escapeCharacter(ch);
  }
  return new RegExp(`^${source}$`);
}

function escapeCharacter(ch: string): string {
  return ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
