import type { ConfigChange } from '../clusterfile/index.js';
import { formatCertificateEnd } from '../clusterfile/index.js';
import type { Plan, PlannedUpgrade } from './plan.js';

/**
 * The version of the plan JSON's format, its first key, so a consumer can tell formats apart. Raised when a key
 * is removed or changes meaning; a key added beside the others (consumers ignore what they do not know) keeps it.
 */
const PLAN_JSON_VERSION = 1;

/** The plan as one JSON object, keys in the documented order; `upgrade` only when there is one. */
export function planToJson(plan: Plan): string {
  const {
    action,
    cluster,
    master0,
    mastersToJoin,
    mastersToRemove,
    nodesToJoin,
    nodesToRemove,
    imagesToInstall,
    upgrade,
    runtime,
    configChanges,
    certificatesEnding,
  } = plan;
  return JSON.stringify({
    version: PLAN_JSON_VERSION,
    action,
    cluster,
    master0,
    mastersToJoin,
    mastersToRemove,
    nodesToJoin,
    nodesToRemove,
    imagesToInstall,
    runtime: runtime ?? null,
    ...(configChanges
      ? {
          configChanges: configChanges.map((change) => ({
            document: change.document,
            field: change.field,
            from: change.from ?? null,
            to: change.to ?? null,
            hosts: change.hosts,
            ...(change.resumed ? { resumed: true } : {}),
          })),
        }
      : {}),
    ...(upgrade
      ? {
          upgrade: {
            from: upgrade.from,
            to: upgrade.to,
            image: upgrade.image,
            ...(upgrade.replaces ? { replaces: upgrade.replaces } : {}),
            upgraded: upgrade.upgraded,
            resumed: upgrade.resumed,
          },
        }
      : {}),
    ...(certificatesEnding
      ? {
          certificatesEnding: {
            host: certificatesEnding.host,
            file: certificatesEnding.file,
            notAfter: certificatesEnding.notAfter.toISOString(),
          },
        }
      : {}),
  });
}

/** The plan's warning of a certificate that ends within 90 days (or has ended), as the last reconcile read it. */
function certificatesWarning(plan: Plan): string | undefined {
  const ending = plan.certificatesEnding;
  if (!ending) return undefined;
  const date = formatCertificateEnd(ending.notAfter);
  const verb = ending.notAfter.getTime() <= Date.now() ? 'ended' : 'ends';
  return `warning: certificate ${ending.file} on ${ending.host} ${verb} ${date}: renew with \`sealos-action cert --renew\` or the run input renew-certificates: true`;
}

/** `upgrade v1.27.7 → v1.28.4`, and for a resumed one the hosts it will not redo. */
function upgradeText(upgrade: PlannedUpgrade): string {
  const text = `upgrade ${upgrade.from} → ${upgrade.to}`;
  if (!upgrade.resumed) return text;
  const done = upgrade.upgraded.length > 0 ? upgrade.upgraded.join(', ') : 'none';
  return `${text} (resumed; already upgraded: ${done})`;
}

/** The plan's steps as rows of step, role and target, in the order the apply carries them out. */
export function planSteps(plan: Plan): [string, string, string][] {
  const { upgrade } = plan;
  return [
    [
      plan.action === 'create' ? 'init' : 'keep',
      'master',
      plan.master0 === plan.local ? `${plan.master0} (local)` : plan.master0,
    ],
    ...(upgrade
      ? [['upgrade', 'kubernetes', upgradeText(upgrade).replace(/^upgrade /, '')] as [string, string, string]]
      : []),
    ...plan.mastersToJoin.map((host): [string, string, string] => ['join', 'master', host]),
    ...plan.nodesToJoin.map((host): [string, string, string] => ['join', 'node', host]),
    ...plan.mastersToRemove.map((host): [string, string, string] => ['remove', 'master', host]),
    ...plan.nodesToRemove.map((host): [string, string, string] => ['remove', 'node', host]),
    ...(plan.configChanges ?? []).map((change): [string, string, string] => [
      'configure',
      change.document,
      configChangeText(change),
    ]),
    ...plan.imagesToInstall.map((image): [string, string, string] => ['install', 'image', image]),
  ];
}

/** `maxPods: 110 → 200 on 10.0.0.1, 10.0.0.2`; a resumed rollout names the hosts it has still to do. */
function configChangeText(change: ConfigChange): string {
  const value = (v: unknown) => (v === undefined || v === null ? '(unset)' : JSON.stringify(v));
  const hosts = change.hosts.length > 0 ? change.hosts.join(', ') : 'no host';
  return `${change.field}: ${value(change.from)} → ${value(change.to)} on ${hosts}${change.resumed ? ' (resumed)' : ''}`;
}

/** The configuration changes alone, one line each, for the log once master0 was read. */
export function configChangesText(changes: readonly ConfigChange[]): string {
  return changes.map((change) => `configure ${change.document} ${configChangeText(change)}`).join('\n');
}

/**
 * The plan as a table for people (terminal, job summary):
 *
 *   Plan for cluster "default" (kubeadm): reconcile, upgrade v1.27.7 → v1.28.4, 2 change(s)
 *   STEP     ROLE        TARGET
 *   keep     master      10.0.0.1:22
 *   upgrade  kubernetes  v1.27.7 → v1.28.4
 *   install  image       docker.io/labring/kubernetes:v1.28.4
 *
 * A dry run of a create names its rootfs's runtime and version: `Plan for cluster "default" (kubeadm v1.29.9): …`.
 * A reconcile's configuration changes are rows `configure  KubeletConfiguration  maxPods: 110 → 200 on …`.
 */
export function planToText(plan: Plan): string {
  const rows = planSteps(plan);
  const table = [['STEP', 'ROLE', 'TARGET'] as [string, string, string], ...rows];
  const widths = [0, 1].map((column) => Math.max(...table.map((row) => row[column]!.length)));
  const lines = table.map(([step, role, target]) =>
    `${step.padEnd(widths[0]!)}  ${role.padEnd(widths[1]!)}  ${target}`.trimEnd(),
  );
  // Keeping master0 of an existing cluster is not a change; initialising it is.
  const changes = plan.action === 'create' ? rows.length : rows.length - 1;
  const summary = plan.action === 'reconcile' && changes === 0 ? 'nothing to change' : `${changes} change(s)`;
  const known = [plan.runtime, plan.version].filter(Boolean).join(' ');
  const runtime = known ? ` (${known})` : '';
  const upgrade = plan.upgrade ? `${upgradeText(plan.upgrade)}, ` : '';
  const warning = certificatesWarning(plan);
  return [
    `Plan for cluster "${plan.cluster}"${runtime}: ${plan.action}, ${upgrade}${summary}`,
    ...lines,
    ...(warning ? [warning] : []),
  ].join('\n');
}
