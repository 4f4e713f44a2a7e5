import { SealosError } from '../errors.js';
import type { Logger } from '../log/logger.js';

/**
 * One finding about a Clusterfile, located: which file, which line, which document (for documents other than
 * the Cluster), which field.
 */
export interface ClusterfileProblem {
  file?: string;
  line?: number;
  /** e.g. `Config "calico-values"`; absent for the Cluster document. */
  document?: string;
  /** Field path like `spec.hosts[1].ips[0]`; empty for a whole document. */
  path: string;
  message: string;
}

/** `Clusterfile:14: spec.hosts[1].ips[0]: "10.0.0.300:22" is not an IPv4/IPv6 address with optional port` */
export function formatProblem(problem: ClusterfileProblem): string {
  const where = [problem.file, problem.line].filter((part) => part !== undefined).join(':');
  const subject = [problem.document, problem.path].filter(Boolean).join(' ');
  return [where, subject, problem.message].filter(Boolean).join(': ');
}

/** Where a field sits in a document: keys and list indexes from the root. */
export type FieldPath = (string | number)[];

/** `['spec', 'hosts', 1, 'ips', 0]` → `spec.hosts[1].ips[0]` */
export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${String(segment)}`,
    )
    .join('');
}

/** An invalid Clusterfile: carries every problem found, not only the first; file and line are the first's. */
export class ClusterfileError extends SealosError {
  readonly problems: readonly ClusterfileProblem[];

  constructor(problems: readonly ClusterfileProblem[]) {
    const first = problems[0];
    super(problems.map(formatProblem).join('\n'), { file: first?.file, line: first?.line });
    this.problems = problems;
  }
}

/**
 * Logs each problem on its own line with its own file/line annotation (one `::error`/`::warning` each); the
 * location goes in the annotation only, as the sinks print it in front of the text.
 */
export function logClusterfileProblems(
  logger: Logger,
  problems: readonly ClusterfileProblem[],
  level: 'error' | 'warn',
): void {
  for (const { file, line, ...rest } of problems)
    logger[level](formatProblem(rest), { file, line, title: 'Clusterfile' });
}
