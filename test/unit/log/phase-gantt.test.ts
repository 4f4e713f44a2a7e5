import { describe, expect, it } from 'vitest';
import { phaseGantt } from '../../../src/log/phase-gantt.js';
import { resetSummaryMarkdown } from '../../../src/reset/summary.js';

describe('the phases as a mermaid gantt', () => {
  it('lays phases end to end, marks the failed one, leaves skipped ones out and cleans titles', () => {
    const lines = phaseGantt(
      [
        { title: 'Check hosts', status: 'done', durationMs: 1200 },
        { title: 'Init', status: 'skipped', durationMs: 3 },
        { title: 'Mount rootfs', status: 'done', durationMs: 0.2 },
        { title: 'Join: nodes #2', status: 'failed', durationMs: 5000 },
      ],
      'cluster lab: create',
    );
    expect(lines).toEqual([
      '```mermaid',
      'gantt',
      '  title cluster lab  create',
      '  dateFormat x',
      '  axisFormat %M:%S',
      '  section phases',
      '  Check hosts :done, p0, 0, 1200',
      '  Mount rootfs :done, p1, 1200, 1201',
      '  Join  nodes  2 :crit, p2, 1201, 6201',
      '```',
    ]);
    expect(phaseGantt([{ title: 'Init', status: 'skipped', durationMs: 1 }], 'x')).toEqual([]);
  });
});

describe('the reset job summary', () => {
  const state = { kind: 'local' as const, location: '/root/.sealos/lab', updated: true };
  it('lists each host with what was left undone, the phases, and the state; masked', () => {
    const text = resetSummaryMarkdown(
      {
        cluster: 'lab',
        clean: false,
        state,
        result: {
          cluster: 'lab',
          clean: false,
          whole: true,
          hosts: [
            { host: '10.77.0.11:22', clean: true, problems: [] },
            { host: '10.77.0.12:22', clean: false, problems: ['unreachable: secret-pass | refused'] },
          ],
          phases: [{ title: 'Reset Kubernetes', status: 'done', durationMs: 900 }],
        },
      },
      (t) => t.replaceAll('secret-pass', '***'),
    );
    expect(text).toContain('### sealos reset `lab`: NOT clean');
    expect(text).toContain('| 10.77.0.12:22 | not clean | unreachable: *** \\| refused |');
    expect(text).toContain('  Reset Kubernetes :done, p0, 0, 900');
    expect(text).toContain('**State**: updated in local state (/root/.sealos/lab)');
    expect(text).not.toContain('secret-pass');
  });

  it('says there was nothing to reset when nothing was saved', () => {
    const text = resetSummaryMarkdown(
      { cluster: 'lab', clean: true, state: { ...state, updated: false } },
      (t) => t,
    );
    expect(text).toContain('Nothing saved for this cluster in /root/.sealos/lab: nothing to reset.');
  });
});
