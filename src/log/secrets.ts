/**
 * The set of values that must never reach a log, an output or an artifact.
 * Multi-line secrets (keys, kubeconfigs) are also registered line by line, because logs are written per line.
 */
export class Secrets {
  private readonly values = new Set<string>();

  add(value: string | undefined): void {
    if (!value) return;
    const trimmed = value.trim();
    // Very short values would mask ordinary words; sealos passwords and keys are never this short.
    if (trimmed.length < 4) return;
    this.values.add(trimmed);
    for (const line of trimmed.split(/\r?\n/)) {
      if (line.trim().length >= 8) this.values.add(line.trim());
    }
  }

  list(): string[] {
    return [...this.values];
  }

  mask(text: string): string {
    let out = text;
    // Longest first, so a line of a key is not masked before the whole key is.
    for (const value of [...this.values].sort((a, b) => b.length - a.length)) {
      if (out.includes(value)) out = out.split(value).join('***');
    }
    return out;
  }
}
