import type { Plan } from './plan.js';

/** The plan as one JSON object, keys in the documented order. */
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
    runtime,
  } = plan;
  return JSON.stringify({
    action,
    cluster,
    master0,
    mastersToJoin,
    mastersToRemove,
    nodesToJoin,
    nodesToRemove,
    imagesToInstall,
    runtime: runtime ?? null,
  });
}

/**
 * The plan as a table for people (terminal, job summary):
 *
 *   Plan for cluster "default" (kubeadm): create
 *   STEP     ROLE    TARGET
 *   init     master  10.0.0.1:22
 *   join     node    10.0.0.3:22
 *   install  image   docker.io/labring/kubernetes:v1.29.9
 */
export function planToText(plan: Plan): string {
  const rows: [string, string, string][] = [
    [plan.action === 'create' ? 'init' : 'keep', 'master', plan.master0],
    ...plan.mastersToJoin.map((host): [string, string, string] => ['join', 'master', host]),
    ...plan.nodesToJoin.map((host): [string, string, string] => ['join', 'node', host]),
    ...plan.mastersToRemove.map((host): [string, string, string] => ['remove', 'master', host]),
    ...plan.nodesToRemove.map((host): [string, string, string] => ['remove', 'node', host]),
    ...plan.imagesToInstall.map((image): [string, string, string] => ['install', 'image', image]),
  ];
  const table = [['STEP', 'ROLE', 'TARGET'] as [string, string, string], ...rows];
  const widths = [0, 1].map((column) => Math.max(...table.map((row) => row[column]!.length)));
  const lines = table.map(([step, role, target]) =>
    `${step.padEnd(widths[0]!)}  ${role.padEnd(widths[1]!)}  ${target}`.trimEnd(),
  );
  // Keeping master0 of an existing cluster is not a change; initialising it is.
  const changes = plan.action === 'create' ? rows.length : rows.length - 1;
  const summary = plan.action === 'reconcile' && changes === 0 ? 'nothing to change' : `${changes} change(s)`;
  const runtime = plan.runtime ? ` (${plan.runtime})` : '';
  return [`Plan for cluster "${plan.cluster}"${runtime}: ${plan.action}, ${summary}`, ...lines].join('\n');
}
