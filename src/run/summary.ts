import { clusterHosts, hostIp } from '../clusterfile/index.js';
import { failureReport } from '../log/failure-report.js';
import { formatDuration } from '../log/logger.js';
import { markdownCell, markdownTable } from '../log/markdown.js';
import { phaseGantt } from '../log/phase-gantt.js';
import type { Plan } from '../plan/index.js';
import type { RunOutcome } from './run-cluster.js';

/**
 * The job summary of a run, as Markdown: the plan as a table, the hosts with their roles and what this run did
 * to each, the phase timings, what changed, and where the state went. Built from the redacted outcome; the
 * error text goes through `mask` (it may quote host output), and so does the whole text, as a last guard.
 */
export function runSummaryMarkdown(outcome: RunOutcome, mask: (text: string) => string): string {
  const { plan } = outcome;
  const lines = [
    `### sealos cluster \`${outcome.cluster}\`${plan.runtime ? ` (${plan.runtime})` : ''}: ${plan.action}${outcome.dryRun ? ' (dry run)' : ''}`,
    '',
    outcome.dryRun ? '**Dry run**: no host was touched, no state saved.' : `**Phase**: \`${outcome.phase}\``,
    '',
    '#### Plan',
    '',
    ...markdownTable(['step', 'role', 'target'], planRows(plan)),
    '',
    '#### Hosts',
    '',
    ...markdownTable(['host', 'roles', 'this run'], hostRows(outcome)),
    '',
  ];
  if (outcome.phases.length > 0)
    lines.push(
      '#### Phases',
      '',
      ...phaseGantt(
        outcome.phases,
        `cluster ${outcome.cluster}: ${plan.action}`,
        outcome.hostTimings,
        outcome.startedAt,
      ),
      '',
      ...markdownTable(
        ['phase', 'status', 'time'],
        outcome.phases.map((phase) => [phase.title, phase.status, formatDuration(phase.durationMs)]),
      ),
      '',
    );
  lines.push('#### What changed', '', ...changes(outcome, mask), '');
  return mask(lines.join('\n'));
}

function planRows(plan: Plan): string[][] {
  return [
    [plan.action === 'create' ? 'init' : 'keep', 'master', plan.master0],
    ...plan.mastersToJoin.map((host) => ['join', 'master', host]),
    ...plan.nodesToJoin.map((host) => ['join', 'node', host]),
    ...plan.mastersToRemove.map((host) => ['remove', 'master', host]),
    ...plan.nodesToRemove.map((host) => ['remove', 'node', host]),
    ...plan.imagesToInstall.map((image) => ['install', 'image', image]),
  ];
}

/** Every host the run is about: the cluster's, plus joins it did not record (a failure) and removals. */
function hostRows(outcome: RunOutcome): string[][] {
  const { plan } = outcome;
  const rows = new Map<string, string[]>();
  const add = (address: string, roles: string) => {
    const ip = hostIp(address) ?? address;
    if (!rows.has(ip)) rows.set(ip, [address, roles, hostStep(plan, ip)]);
  };
  for (const host of clusterHosts(outcome.clusterfile.cluster)) add(host.address, host.roles.join(', '));
  for (const address of [plan.master0, ...plan.mastersToJoin, ...plan.mastersToRemove])
    add(address, 'master');
  for (const address of [...plan.nodesToJoin, ...plan.nodesToRemove]) add(address, 'node');
  return [...rows.values()];
}

function hostStep(plan: Plan, ip: string): string {
  const has = (list: string[]) => list.some((address) => hostIp(address) === ip);
  if (has([...plan.mastersToRemove, ...plan.nodesToRemove])) return 'remove';
  if (hostIp(plan.master0) === ip) return plan.action === 'create' ? 'init (master0)' : 'keep (master0)';
  if (has([...plan.mastersToJoin, ...plan.nodesToJoin])) return 'join';
  return 'keep';
}

function changes(outcome: RunOutcome, mask: (text: string) => string): string[] {
  const { plan } = outcome;
  // Past tense only for what an apply carried out; a dry run or a failed apply lists what was planned.
  const done = !outcome.dryRun && !outcome.error;
  const item = (list: string[], planned: string, carriedOut: string) =>
    list.length > 0 && `${done ? carriedOut : planned}: ${list.join(', ')}`;
  const items = [
    plan.action === 'create' &&
      `${done ? 'created the cluster' : 'create the cluster'} on master0 ${plan.master0}`,
    item(plan.mastersToJoin, 'join masters', 'masters joined'),
    item(plan.nodesToJoin, 'join nodes', 'nodes joined'),
    item(plan.mastersToRemove, 'remove masters', 'masters removed'),
    item(plan.nodesToRemove, 'remove nodes', 'nodes removed'),
    item(plan.imagesToInstall, 'install images', 'images installed'),
  ].filter((entry): entry is string => Boolean(entry));
  const lines: string[] = [];
  if (outcome.dryRun)
    lines.push(
      items.length > 0 ? 'Nothing yet; applying would do this:' : 'Nothing: the cluster is as declared.',
    );
  else if (outcome.error)
    lines.push(
      '**Failed**; the saved status says ClusterFailed, a re-run resumes:',
      '',
      '```text',
      ...failureReport(outcome.error).map((line) => mask(line).replaceAll('```', "'''")),
      '```',
      '',
      'Planned:',
    );
  else if (items.length === 0) lines.push('Nothing: the cluster was already as declared.');
  lines.push(...items.map((entry) => `- ${markdownCell(entry)}`));
  const { state } = outcome;
  lines.push(
    '',
    state.saved
      ? `State saved: ${state.kind} ${markdownCell(state.location)} (redacted, no secrets).`
      : `State not saved${outcome.dryRun ? ' (dry run)' : state.kind === 'none' ? ' (state: none)' : ''}.`,
  );
  return lines;
}
