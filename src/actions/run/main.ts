import '../../shims/cjs-globals.js';
import * as core from '@actions/core';
import { runOutputs } from '../../run/outputs.js';
import { runCluster } from '../../run/run-cluster.js';
import { runSummaryMarkdown } from '../../run/summary.js';
import { runAction } from '../run-action.js';
import { readRunActionInputs } from './inputs.js';

await runAction(async (logger) => {
  const request = readRunActionInputs((name) => core.getInput(name));
  const outcome = await runCluster(request, logger);
  if (outcome.kubeconfig) {
    core.setSecret(outcome.kubeconfig);
    core.setOutput('kubeconfig', outcome.kubeconfig);
  }
  for (const [name, value] of Object.entries(runOutputs(outcome))) core.setOutput(name, value);
  await core.summary
    .addRaw(
      runSummaryMarkdown(outcome, (text) => logger.mask(text)),
      true,
    )
    .write();
  if (outcome.error) throw outcome.error;
});
