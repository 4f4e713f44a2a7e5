import { randomBytes } from 'node:crypto';
import { shellQuote } from './shell.js';

export interface FileToWrite {
  path: string;
  /**
   * Bytes of content, read from the script's stdin in the order the files are given: a number, or a shell word
   * that expands to one when the sizes are known only once the script runs (`$1`).
   */
  size: number | string;
  mode: number;
}

/**
 * A script that writes files from its stdin, their contents one after the other: each into a temp file beside
 * its target, its size checked, then renamed, so a file is never half written. The last file takes the rest of
 * stdin (`cat`, any size); those before it read exactly their size (`dd … count_bytes`), so several small files
 * cost one command, not one each. Builtins where they do: this runs for every file written on every host.
 */
export function writeFilesScript(files: readonly FileToWrite[]): string {
  const blocks = files.map((file, index) => writeOne(file, index === files.length - 1));
  return [
    'set -e',
    // Owner-only until each chmod: a secret (a token, a key) is never readable by others on the way.
    'umask 077',
    // Alone, the file needs no subshell of its own (its trap and variables are the script's).
    ...(blocks.length === 1 ? blocks[0]! : blocks.flatMap((block) => ['(', ...block, ')'])),
  ].join('\n');
}

function writeOne(file: FileToWrite, last: boolean): string[] {
  const tmp = `${file.path}.sealos-tmp-${randomBytes(4).toString('hex')}`;
  const read = last
    ? 'cat > "$tmp"'
    : `dd bs=65536 count=${file.size} iflag=fullblock,count_bytes status=none > "$tmp"`;
  return [
    `target=${shellQuote(file.path)}`,
    `tmp=${shellQuote(tmp)}`,
    `trap 'rm -f -- "$tmp"' EXIT`,
    `case $target in */*) dir=\${target%/*} ;; *) dir=. ;; esac`,
    '[ -z "$dir" ] || [ -d "$dir" ] || mkdir -p -- "$dir"',
    read,
    'size=$(wc -c < "$tmp")',
    `if [ "$size" -ne ${file.size} ]; then echo "received $size of ${file.size} bytes for $target" >&2; exit 1; fi`,
    `chmod ${file.mode.toString(8)} -- "$tmp"`,
    'mv -f -- "$tmp" "$target"',
    'trap - EXIT',
  ];
}

/** A file's content as the bytes the script reads (text as UTF-8). */
export function contentBytes(content: string | Buffer): Buffer {
  return typeof content === 'string' ? Buffer.from(content) : content;
}
