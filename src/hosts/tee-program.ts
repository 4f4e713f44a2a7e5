/**
 * A `tee -p` with large reads and writes, in perl, for the two places one stream goes to several readers:
 * a relay host (its own unpacking and its children's `ssh`) and the runner (a copy to several hosts). coreutils'
 * tee moves 8 KiB at a time: on a relay host that cost about as much CPU as everything else the stream goes
 * through, and Node passing the bytes on the runner costs as much again (bench/RESULTS.md §1, §5c).
 */
import { spawn } from 'node:child_process';

/**
 * The stream on stdin goes to stdout and to every output named: a path, or a number for a file descriptor the
 * program was started with. An output that fails is dropped, with a line `dropped N: cause` on stderr (N: 0 for
 * stdout, then the outputs in order), and the others go on. Outputs are made blocking (a descriptor inherited
 * from Node is not) and pipes grown to 1 MiB where the kernel allows: F_GETFL 3, F_SETFL 4, O_NONBLOCK 04000,
 * F_SETPIPE_SZ 1031 on Linux. No modules: perl-base is all a host may have.
 */
export const TEE_PERL = `$SIG{PIPE} = 'IGNORE';
my @out = (*STDOUT);
for my $name (@ARGV) {
  my $mode = $name =~ /^[0-9]+$/ ? '>&=' : '>';
  my $fh;
  push @out, open($fh, $mode, $name) ? $fh : undef;
  warn "dropped $#out: $name: $!\n" unless $out[-1];
}
for my $fh (*STDIN, grep { defined } @out) {
  fcntl($fh, 1031, 1 << 20);
  my $flags = fcntl($fh, 3, 0);
  fcntl($fh, 4, $flags & ~04000) if $flags;
}
my $buf;
while (1) {
  my $n = sysread(STDIN, $buf, 1 << 20);
  if (!defined $n) { next if $! == 4; die "read: $!\n" }
  last if $n == 0;
  for my $i (0 .. $#out) {
    my $off = 0;
    while ($out[$i] && $off < $n) {
      my $w = syswrite($out[$i], $buf, $n - $off, $off);
      if (defined $w) { $off += $w }
      elsif ($! != 4) { warn "dropped $i: $!\n"; $out[$i] = undef }
    }
  }
}
`;

let perl: Promise<boolean> | undefined;

/** Whether the runner has a `perl` that runs, found out once. */
export function perlInstalled(): Promise<boolean> {
  perl ??= new Promise((resolve) => {
    const child = spawn('perl', ['-e', '1'], {
      stdio: 'ignore',
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C' },
    });
    child.once('error', () => resolve(false));
    child.once('close', (code) => resolve(code === 0));
  });
  return perl;
}
