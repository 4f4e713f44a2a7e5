import { markdownTable } from '../log/markdown.js';
import { phaseGantt } from '../log/phase-gantt.js';
import type { ResetOutcome } from './reset-flow.js';

/**
 * The reset action's job summary: whether every host is clean, each host with what was left undone there, the
 * phases as a chart, and what happened to the state. Goes through `mask` as a last guard (problems quote host
 * output).
 */
export function resetSummaryMarkdown(outcome: ResetOutcome, mask: (text: string) => string): string {
  const { result } = outcome;
  const lines = [`### sealos reset \`${outcome.cluster}\`: ${outcome.clean ? 'clean' : 'NOT clean'}`, ''];
  if (!result) {
    lines.push(`Nothing saved for this cluster in ${outcome.state.location}: nothing to reset.`, '');
    return mask(lines.join('\n'));
  }
  lines.push(
    result.whole ? 'The whole cluster was reset.' : 'Some hosts were reset; the others stay in the cluster.',
    '',
    '#### Hosts',
    '',
    ...markdownTable(
      ['host', 'result', 'left undone'],
      result.hosts.map((host) => [host.host, host.clean ? 'clean' : 'not clean', host.problems.join('; ')]),
    ),
    '',
  );
  if (result.phases.length > 0)
    lines.push('#### Phases', '', ...phaseGantt(result.phases, `reset ${outcome.cluster}`), '');
  const state = outcome.state.updated
    ? `updated in ${outcome.state.kind} state (${outcome.state.location})`
    : `left as it was (${outcome.state.kind}: ${outcome.state.location})`;
  lines.push(`**State**: ${state}`, '');
  return mask(lines.join('\n'));
}
