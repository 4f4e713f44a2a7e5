/** One timed step for the chart: phases run one after another, so each starts where the previous ended. */
export interface TimedStep {
  title: string;
  status: 'done' | 'skipped' | 'failed';
  durationMs: number;
}

/**
 * A mermaid `gantt` of the phases (GitHub renders mermaid in job summaries), so a slow or failed phase stands
 * out at a glance; skipped phases are left out. Titles lose the characters mermaid reads as syntax.
 */
export function phaseGantt(steps: readonly TimedStep[], title: string): string[] {
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
  lines.push('```');
  return lines;
}

function mermaidText(text: string): string {
  return text.replace(/[:;#`\n]/g, ' ').trim();
}
