/**
 * Secrets the cluster itself makes, which the run never told the logger about (the post step is a process of
 * its own, and master0 mints them): kubeadm bootstrap tokens (`abcdef.0123456789abcdef`), certificate keys,
 * and any `token`/`password`/`secret`/`key` value a configuration file or a command line carries. Masked in
 * diagnostics before they are written, whatever file they come from.
 */
const bootstrapToken = /\b[a-z0-9]{6}\.[a-z0-9]{16}\b/g;
// `token: x`, `certificateKey: "x y"`, `password=x`, `"auth": "..."` in YAML, JSON or env files; the key keeps
// its name, a quoted value its quotes.
const secretField =
  /(["']?\b(?:[A-Za-z_-]*(?:token|password|passwd|secret|certificatekey|certificate-key|privatekey|private-key)|key|auth)["']?[ \t]*[:=][ \t]*)("[^"\n]*"|'[^'\n]*'|[^\s"',}]+)/gi;
// `--token x`, `--certificate-key=x`, `--password x` on a command line (a journal, a unit).
const secretFlag = /(--(?:token|certificate-key|password)(?:=|\s+))\S+/g;

export function maskClusterSecrets(text: string): string {
  return text
    .replace(secretFlag, '$1***')
    .replace(secretField, (_, key: string, value: string) => {
      const quote = value[0] === '"' || value[0] === "'" ? value[0] : '';
      return `${key}${quote}***${quote}`;
    })
    .replace(bootstrapToken, '***');
}
