/** One timed step for the chart: phases run one after another, so each starts where the previous ended. */
export interface TimedStep {
  title: string;
  status: 'done' | 'skipped' | 'failed';
  durationMs: number;
}

/** How long one step of a phase took on one host (epoch milliseconds), for the per-host part of the chart. */
export interface HostStepTiming {
  step: string;
  host: string;
  startMs: number;
  durationMs: number;
}

/** Per step, the slowest hosts are drawn: enough for a slow one to stand out, few enough to read. */
const HOSTS_PER_STEP = 12;

/**
 * A mermaid `gantt` of the phases (GitHub renders mermaid in job summaries), so a slow or failed phase stands
 * out at a glance; skipped phases are left out. Titles lose the characters mermaid reads as syntax.
 */
export function phaseGantt(
  steps: readonly TimedStep[],
  title: string,
  hostTimings: readonly HostStepTiming[] = [],
  startedAt?: number,
): string[] {
  const shown = steps.filter((step) => step.status !== 'skipped');
  if (shown.length === 0) return [];
  const lines = [
    '```mermaid',
    'gantt',
    `  title ${mermaidText(title)}`,
    '  dateFormat x',
    '  axisFormat %M:%S',
    '  section phases',
  ];
  let start = 0;
  shown.forEach((step, index) => {
    // A phase shorter than a millisecond still gets a sliver, or mermaid draws nothing for it.
    const end = start + Math.max(1, Math.round(step.durationMs));
    const tag = step.status === 'failed' ? 'crit, ' : 'done, ';
    lines.push(`  ${mermaidText(step.title)} :${tag}p${index}, ${start}, ${end}`);
    start = end;
  });
  const origin = startedAt ?? Math.min(...hostTimings.map((timing) => timing.startMs));
  const bySteps = new Map<string, HostStepTiming[]>();
  for (const timing of hostTimings) bySteps.set(timing.step, [...(bySteps.get(timing.step) ?? []), timing]);
  let task = 0;
  for (const [step, timings] of bySteps) {
    const slowest = [...timings].sort((a, b) => b.durationMs - a.durationMs).slice(0, HOSTS_PER_STEP);
    const more =
      timings.length > slowest.length ? ` (slowest ${slowest.length} of ${timings.length} hosts)` : '';
    lines.push(`  section ${mermaidText(step)}${more}`);
    for (const timing of slowest) {
      const begin = Math.max(0, Math.round(timing.startMs - origin));
      lines.push(
        `  ${mermaidText(timing.host)} :h${task++}, ${begin}, ${begin + Math.max(1, Math.round(timing.durationMs))}`,
      );
    }
  }
  lines.push('```');
  return lines;
}

function mermaidText(text: string): string {
  return text.replace(/[:;#`\n]/g, ' ').trim();
}
