import { uncleanedHostAdvice } from '../apply/uncleaned-host.js';
import {
  clusterHosts,
  endsWithinRenewWindow,
  formatCertificateEnd,
  hostIp,
  savedEarliestCertificate,
} from '../clusterfile/index.js';
import { failureReport } from '../log/failure-report.js';
import { formatDuration } from '../log/logger.js';
import { markdownCell, markdownTable } from '../log/markdown.js';
import { phaseGantt } from '../log/phase-gantt.js';
import { type Plan, planSteps } from '../plan/index.js';
import { NODE_COLUMNS, nodeRow } from './node-readiness.js';
import type { RunOutcome } from './run-outcome.js';

/**
 * The job summary of a run, as Markdown: the plan as a table, the hosts with their roles and what this run did
 * to each, the nodes as Kubernetes lists them after the wait, the phase timings, what changed, and where the state went. Built from the redacted outcome; the
 * error text goes through `mask` (it may quote host output), and so does the whole text, as a last guard.
 */
export function runSummaryMarkdown(outcome: RunOutcome, mask: (text: string) => string): string {
  const { plan } = outcome;
  const lines = [
    `### sealos cluster \`${outcome.cluster}\`${plan.runtime ? ` (${plan.runtime})` : ''}: ${plan.action}${outcome.dryRun ? ' (dry run)' : ''}`,
    '',
    outcome.dryRun ? '**Dry run**: no host was touched, no state saved.' : `**Phase**: \`${outcome.phase}\``,
    '',
    ...versionLines(outcome),
    '#### Plan',
    '',
    ...markdownTable(['step', 'role', 'target'], planSteps(plan)),
    '',
    ...certificateLines(outcome),
    '#### Hosts',
    '',
    ...markdownTable(['host', 'roles', 'this run'], hostRows(outcome)),
    '',
  ];
  if (outcome.nodes && outcome.nodes.length > 0)
    lines.push('#### Nodes', '', ...markdownTable(NODE_COLUMNS, outcome.nodes.map(nodeRow)), '');
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

/**
 * A warning of a certificate ending within 90 days (or ended): as this run read it, else as the plan had it
 * from the last run.
 */
function certificateLines(outcome: RunOutcome): string[] {
  const earliest = savedEarliestCertificate(outcome.clusterfile.cluster) ?? outcome.plan.certificatesEnding;
  if (!earliest || !endsWithinRenewWindow(earliest.notAfter, new Date())) return [];
  const verb = earliest.notAfter.getTime() <= Date.now() ? 'ended' : 'ends';
  return [
    `> [!WARNING]`,
    `> Certificate \`${earliest.file}\` on ${earliest.host} ${verb} ${formatCertificateEnd(earliest.notAfter)}: renew the control-plane certificates with \`sealos-action cert --renew\` or the run input \`renew-certificates: true\`.`,
    '',
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
  const kept = plan.upgrade ? `upgrade to ${plan.upgrade.to}` : 'keep';
  if (hostIp(plan.master0) === ip) return plan.action === 'create' ? 'init (master0)' : `${kept} (master0)`;
  if (has([...plan.mastersToJoin, ...plan.nodesToJoin])) return 'join';
  return kept;
}

/**
 * The Kubernetes version before and after, when the run upgrades: the after is the target once the upgrade
 * finished; a stopped one says which hosts are at the target (the saved `status.upgrade`).
 */
function versionLines(outcome: RunOutcome): string[] {
  const { upgrade } = outcome.plan;
  if (!upgrade) return [];
  const record = outcome.clusterfile.cluster.status?.upgrade;
  let after: string;
  if (outcome.dryRun) after = `${upgrade.to} (planned)`;
  else if (record)
    after = `${upgrade.to} on ${record.upgraded.length > 0 ? record.upgraded.join(', ') : 'no host yet'}; the others still at ${upgrade.from} (upgrade stopped; a re-run continues)`;
  else if (outcome.error && !outcome.clusterfile.cluster.spec?.image?.includes(upgrade.image))
    after = `${upgrade.from} (the upgrade did not start)`;
  else after = upgrade.to;
  return [`**Kubernetes**: before ${upgrade.from}, after ${markdownCell(after)}`, ''];
}

/** What a failure left: nothing on a dry run, the status as it was, or ClusterFailed for a re-run to resume. */
function failedHeading(outcome: RunOutcome): string {
  if (outcome.dryRun) return '**Failed** (a dry run: no host changed, nothing saved):';
  return outcome.unchanged
    ? `**Failed** before changing any host; the saved status stays \`${outcome.phase}\`:`
    : '**Failed**; the saved status says ClusterFailed, a re-run resumes:';
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
    plan.upgrade &&
      `${done ? 'upgraded Kubernetes' : 'upgrade Kubernetes'} ${plan.upgrade.from} → ${plan.upgrade.to}`,
    item(plan.mastersToJoin, 'join masters', 'masters joined'),
    item(plan.nodesToJoin, 'join nodes', 'nodes joined'),
    item(plan.mastersToRemove, 'remove masters', 'masters removed'),
    item(plan.nodesToRemove, 'remove nodes', 'nodes removed'),
    item(plan.imagesToInstall, 'install images', 'images installed'),
  ].filter((entry): entry is string => Boolean(entry));
  const lines: string[] = [];
  if (outcome.dryRun && !outcome.error)
    lines.push(
      items.length > 0 ? 'Nothing yet; applying would do this:' : 'Nothing: the cluster is as declared.',
    );
  else if (outcome.error)
    lines.push(
      failedHeading(outcome),
      '',
      '```text',
      ...failureReport(outcome.error).map((line) => mask(line).replaceAll('```', "'''")),
      '```',
      '',
      'Planned:',
    );
  else if (items.length === 0) lines.push('Nothing: the cluster was already as declared.');
  lines.push(...items.map((entry) => `- ${markdownCell(entry)}`));
  for (const host of outcome.uncleaned ?? [])
    lines.push(`- ${markdownCell(uncleanedHostAdvice(host, outcome.cluster))}`);
  const { state } = outcome;
  lines.push(
    '',
    state.saved
      ? `State saved: ${state.kind} ${markdownCell(state.location)} (redacted, no secrets).`
      : `State not saved${outcome.dryRun ? ' (dry run)' : state.kind === 'none' ? ' (state: none)' : ''}.`,
  );
  return lines;
}
