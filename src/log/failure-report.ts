import { type HostFailure, HostsError, reasonOf, SealosError, underlying } from '../errors.js';

export interface ReportOptions {
  /** Cause chains, stack traces and each command's whole output. */
  debug?: boolean;
}

/**
 * What the user reads about a failure, one string a line: where and what, then the lines that say why
 * (the end of a command's stderr). A failure on many hosts lists every host with its own reason; hosts that
 * failed the same way share one line with their count and list, then one example. Never a stack trace unless
 * debug asks for it.
 */
export function failureReport(error: unknown, options: ReportOptions = {}): string[] {
  const inner = underlying(error);
  const phase = error instanceof SealosError ? error.phase : undefined;
  if (inner instanceof HostsError) return hostsReport(inner, phase, options);
  const lines = [describe(error, inner)];
  lines.push(...details(inner, '  '));
  if (options.debug) lines.push(...debugDetails(inner, '  '));
  return lines;
}

/** A bounded form for the saved Clusterfile's condition: the same report, each line and the whole cut short. */
export function conditionMessage(error: unknown, maxLines = 40, maxLineChars = 300): string {
  const lines = failureReport(error).map((line) =>
    line.length > maxLineChars ? `${line.slice(0, maxLineChars - 1)}…` : line,
  );
  if (lines.length <= maxLines) return lines.join('\n');
  return [...lines.slice(0, maxLines - 1), `… ${lines.length - maxLines + 1} more lines`].join('\n');
}

function hostsReport(error: HostsError, outerPhase: string | undefined, options: ReportOptions): string[] {
  const count = error.total;
  const phase = outerPhase ?? error.phase;
  // The step inside the phase (Bootstrap's "init script"), when the fan-out named one.
  const step = outerPhase && error.phase && !sameName(error.phase, outerPhase) ? `${error.phase}: ` : '';
  const lines = [
    `${phase ? `[${phase}] ` : ''}${step}failed on ${error.failures.length} of ${count} host${count === 1 ? '' : 's'}:`,
  ];
  for (const group of groupBySameReason(error.failures)) {
    const [first] = group;
    if (!first) continue;
    if (group.length === 1) {
      lines.push(`  ${first.host}: ${hostReasonLine(first, phase)}`, ...details(first.error, '    '));
    } else {
      lines.push(`  ${group.length} hosts failed the same way: ${compactHostList(group.map((f) => f.host))}`);
      lines.push(
        `    e.g. ${first.host}: ${hostReasonLine(first, phase)}`,
        ...details(first.error, '      '),
      );
    }
    if (options.debug) {
      for (const failure of group) {
        lines.push(`  ${failure.host} (debug):`, ...debugDetails(failure.error, '    '));
      }
    }
  }
  return lines;
}

/**
 * The message of a host's error, with its own phase when it differs from the one already named, and the
 * host it ran on when that is another one (a node's removal refused on master0).
 */
function hostReasonLine(failure: HostFailure, phase: string | undefined): string {
  const { error } = failure;
  const own = error instanceof SealosError ? error.phase : undefined;
  const where = error instanceof SealosError ? error.host : undefined;
  const prefix = [
    own && !sameName(own, phase) ? `[${own}]` : '',
    where && where !== failure.host ? `on ${where}:` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return prefix ? `${prefix} ${reasonOf(error)}` : reasonOf(error);
}

function sameName(a: string, b: string | undefined): boolean {
  return a.toLowerCase() === b?.toLowerCase();
}

function describe(outer: unknown, inner: unknown): string {
  const phase = outer instanceof SealosError ? outer.phase : undefined;
  if (inner instanceof SealosError)
    return phase && !inner.phase ? `[${phase}] ${inner.describe()}` : inner.describe();
  const message = reasonOf(inner);
  return phase ? `[${phase}] ${message}` : message;
}

function details(error: unknown, indent: string): string[] {
  return error instanceof SealosError ? error.detailLines().map((line) => `${indent}| ${line}`) : [];
}

function debugDetails(error: unknown, indent: string): string[] {
  const lines: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 16 && current !== undefined; depth++) {
    if (depth > 0) lines.push(`${indent}caused by: ${nameOf(current)}: ${reasonOf(current)}`);
    if (current instanceof SealosError) lines.push(...current.debugLines().map((line) => `${indent}${line}`));
    if (current instanceof Error && current.stack) {
      lines.push(
        ...current.stack
          .split('\n')
          .slice(1)
          .map((line) => `${indent}${line.trim()}`),
      );
    }
    current = current instanceof Error ? current.cause : undefined;
  }
  return lines;
}

function nameOf(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}

/** Hosts whose errors read the same once the host's own address is taken out, in first-seen order. */
function groupBySameReason(failures: readonly HostFailure[]): HostFailure[][] {
  const groups = new Map<string, HostFailure[]>();
  for (const failure of failures) {
    const text = [hostReasonLine(failure, undefined), ...details(failure.error, '')].join('\n');
    const key = text.replaceAll(failure.host, '<host>').replaceAll(hostIpOf(failure.host), '<host>');
    const group = groups.get(key);
    if (group) group.push(failure);
    else groups.set(key, [failure]);
  }
  return [...groups.values()];
}

function hostIpOf(host: string): string {
  return host.replace(/:\d+$/, '');
}

/** `10.0.0.1, 10.0.0.2, 10.0.0.3, 10.0.0.9` → `10.0.0.1-10.0.0.3, 10.0.0.9` (sealos's range notation). */
function compactHostList(hosts: readonly string[]): string {
  const parts: string[] = [];
  let run: { prefix: string; first: number; last: number; suffix: string } | undefined;
  const flush = () => {
    if (!run) return;
    const { prefix, first, last, suffix } = run;
    if (last - first >= 2) parts.push(`${prefix}${first}${suffix}-${prefix}${last}${suffix}`);
    else for (let n = first; n <= last; n++) parts.push(`${prefix}${n}${suffix}`);
    run = undefined;
  };
  for (const host of hosts) {
    const match = /^(\d+\.\d+\.\d+\.)(\d+)(:\d+)?$/.exec(host);
    if (!match) {
      flush();
      parts.push(host);
      continue;
    }
    const [, prefix = '', digits = '', suffix = ''] = match;
    const n = Number(digits);
    if (run && run.prefix === prefix && run.suffix === suffix && run.last + 1 === n) run.last = n;
    else {
      flush();
      run = { prefix, first: n, last: n, suffix };
    }
  }
  flush();
  return parts.join(', ');
}
