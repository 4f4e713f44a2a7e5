import { shellQuote } from '../hosts/shell.js';

const HOSTS_FILE = '/etc/hosts';

export interface HostsEntry {
  ip: string;
  domain: string;
}

/**
 * The one home of every `/etc/hosts` edit (Bootstrap's names, a joined master's own apiserver, their removal):
 * scripts that keep one entry per domain. The file is rewritten in place (awk truncates and writes it once it
 * has read it all, its inode kept), never renamed or `sed -i`'d, because containers bind-mount it as a single
 * file and a rename over a mount point fails; it is left untouched when already right, so a re-run changes
 * nothing. One awk per name and nothing else: these run on every host of a cluster, where each extra process
 * costs (bench/RESULTS.md §5d).
 */
export function addHostsEntryScript(ip: string, domain: string, file = HOSTS_FILE): string {
  return addHostsEntriesScript([{ ip, domain }], file);
}

/** Several names in one command, each as `addHostsEntryScript` sets it, in order. */
export function addHostsEntriesScript(entries: readonly HostsEntry[], file = HOSTS_FILE): string {
  const f = shellQuote(file);
  return [
    'set -e',
    `[ -e ${f} ] || : > ${f}`,
    ...entries.map(
      ({ ip, domain }) =>
        `D=${shellQuote(domain)} W=${shellQuote(ip)} F=${f} awk '${hostsRewrite(
          'if ($1 == w && NF == 2) kept++; else other++',
          'if (other == 0 && kept == 1) exit 0',
          'print w " " d > f',
        )}' ${f}`,
    ),
  ].join('\n');
}

export function removeHostsEntryScript(domain: string, file = HOSTS_FILE): string {
  return removeHostsEntriesScript([domain], file);
}

/** Several names removed in one command. */
export function removeHostsEntriesScript(domains: readonly string[], file = HOSTS_FILE): string {
  const f = shellQuote(file);
  return [
    'set -e',
    `[ -e ${f} ] || exit 0`,
    ...domains.map(
      (domain) =>
        `D=${shellQuote(domain)} F=${f} awk '${hostsRewrite('other++', 'if (other == 0) exit 0')}' ${f}`,
    ),
  ].join('\n');
}

/**
 * The awk program (its values from the environment: \`awk -v\` would turn backslashes in them into escapes):
 * reads every line, counts those naming `d` (`onNamed`), then, unless `unchanged` exits,
 * writes the lines that do not name `d` back into `f`, then `append`. `printf "" > f` truncates even when no
 * line is left to write.
 */
function hostsRewrite(onNamed: string, unchanged: string, append?: string): string {
  const write = [
    'printf "" > f',
    'for (j = 1; j <= NR; j++) if (!(j in named)) print line[j] > f',
    ...(append ? [append] : []),
    'close(f)',
  ].join('; ');
  return `BEGIN { d = ENVIRON["D"]; w = ENVIRON["W"]; f = ENVIRON["F"] }\n{ line[NR] = $0; for (i = 2; i <= NF; i++) if ($i == d) { named[NR] = 1; ${onNamed}; break } }\nEND { ${unchanged}; ${write} }`;
}

/** The name lvscare's IPVS rules are set up against, pointing at each host itself (sealos `lvscare.node.ip`). */
export const LVSCARE_DOMAIN = 'lvscare.node.ip';
