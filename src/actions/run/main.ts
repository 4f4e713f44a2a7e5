import '../../shims/cjs-globals.js';
import * as core from '@actions/core';
import { readRunActionInputs } from '../../run/action-inputs.js';
import { runOutputs } from '../../run/outputs.js';
import { runCluster } from '../../run/run-cluster.js';
import { runSummaryMarkdown } from '../../run/summary.js';
import { ApplyTimeoutError } from '../../run/timeout.js';
import { runAction } from '../run-action.js';

await runAction(async (logger) => {
  try {
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
  } catch (error) {
    if (error instanceof ApplyTimeoutError) exitAfterReport();
    throw error;
  }
});

/**
 * The engine takes no abort signal: after a timeout the apply may still hold SSH connections open, and the
 * step must end now. Scheduled after runAction has reported the failure (setFailed); exits once stdout drained.
 */
function exitAfterReport(): void {
  setTimeout(() => process.stdout.write('', () => process.exit()), 0);
}
