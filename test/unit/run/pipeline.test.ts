import { describe, expect, it } from 'vitest';
import { applyPipeline } from '../../../src/apply/pipeline.js';
import { runPipeline } from '../../../src/run/pipeline.js';
import { planOnlyApply } from '../../lab/plan-only-apply.js';

const titles = (phases: readonly { title: string }[]) => phases.map((phase) => phase.title);

describe('the run as one flat list of phases', () => {
  it("lays the apply's own phases out in the run's list, between Plan and Finish the apply", () => {
    expect(titles(runPipeline())).toEqual([
      'Connect to master0',
      'Recover state',
      'Lock',
      'Plan',
      ...titles(applyPipeline),
      'Finish the apply',
      'Save state',
      'Copy images to the cluster registry',
      'Wait for nodes',
      'Record the outcome',
      'Unlock',
    ]);
  });

  it("a stand-in apply takes the place of the apply's phases, and of nothing else", () => {
    const real = titles(runPipeline());
    const standIn = titles(runPipeline(planOnlyApply));
    expect(standIn).toEqual([
      ...real.slice(0, real.indexOf('Plan')),
      'Apply (stand-in)',
      ...real.slice(real.indexOf('Finish the apply') + 1),
    ]);
  });
});
