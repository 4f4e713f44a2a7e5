import { shellQuote } from '../../hosts/shell.js';

/**
 * Scripts that keep one `/etc/hosts` entry per domain. The file is rewritten in place (`cat tmp > /etc/hosts`)
 * rather than renamed, because containers bind-mount it; it is left untouched when already right, so a re-run
 * changes nothing.
 */
export function addHostsEntryScript(ip: string, domain: string): string {
  const d = shellQuote(domain);
  const w = shellQuote(ip);
  return [
    'f=/etc/hosts',
    `state=$(awk -v d=${d} -v w=${w} '{for(i=2;i<=NF;i++) if($i==d){ if($1==w && NF==2) k++; else c++ }} END{print c+0, k+0}' "$f")`,
    'if [ "$state" = "0 1" ]; then exit 0; fi',
    'tmp=$(mktemp)',
    `awk -v d=${d} '{for(i=2;i<=NF;i++) if($i==d) next} {print}' "$f" > "$tmp"`,
    `printf '%s %s\\n' ${w} ${d} >> "$tmp"`,
    'cat "$tmp" > "$f"',
    'rm -f "$tmp"',
  ].join('\n');
}

export function removeHostsEntryScript(domain: string): string {
  const d = shellQuote(domain);
  return [
    'f=/etc/hosts',
    `awk -v d=${d} '{for(i=2;i<=NF;i++) if($i==d) found=1} END{exit found?0:1}' "$f" || exit 0`,
    'tmp=$(mktemp)',
    `awk -v d=${d} '{for(i=2;i<=NF;i++) if($i==d) next} {print}' "$f" > "$tmp"`,
    'cat "$tmp" > "$f"',
    'rm -f "$tmp"',
  ].join('\n');
}

export const APISERVER_DOMAIN = 'apiserver.cluster.local';
export const LVSCARE_DOMAIN = 'lvscare.node.ip';
