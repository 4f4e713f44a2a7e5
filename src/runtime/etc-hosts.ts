import { shellQuote } from '../hosts/shell.js';

/**
 * The one home of every `/etc/hosts` edit (Bootstrap's names, a joined master's own apiserver, their removal):
 * scripts that keep one entry per domain. The file is rewritten in place (`cat tmp > /etc/hosts`, its inode
 * kept), never renamed or `sed -i`'d, because containers bind-mount it as a single file and a rename over a
 * mount point fails; it is left untouched when already right, so a re-run changes nothing.
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

/** The name lvscare's IPVS rules are set up against, pointing at each host itself (sealos `lvscare.node.ip`). */
export const LVSCARE_DOMAIN = 'lvscare.node.ip';
