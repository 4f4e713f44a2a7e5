import { defaultPlatform } from '../../image/platform.js';
import '../../shims/cjs-globals.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import { defaultImageStoreDir } from '../../image/store/image-store.js';
import { LocalImages } from '../../image/store/local-images.js';
import { watchInterrupts } from '../../run/interrupts.js';
import { reachableKubeconfig, writeKubeconfig } from '../../run/kubeconfig.js';
import { runOutputs } from '../../run/outputs.js';
import { runCluster } from '../../run/run-cluster.js';
import { runSummaryMarkdown } from '../../run/summary.js';
import { actionInputReader, booleanInput } from '../inputs.js';
import { writeJobSummary } from '../job-summary.js';
import { runAction } from '../run-action.js';
import { loadArchiveInputs } from './archive-inputs.js';
import { restoreImageCache } from './image-cache.js';
import { readRunActionInputs } from './inputs.js';

await runAction(async (logger) => {
  const read = actionInputReader();
  const inputs = readRunActionInputs(read);
  // Restored before the archives load into the same store and before anything is pulled; a dry run pulls nothing.
  if (booleanInput(read, 'cache', false) && !inputs.dryRun)
    await restoreImageCache(inputs, defaultImageStoreDir(), defaultPlatform(), logger);
  const request = await loadArchiveInputs(
    read,
    inputs,
    new LocalImages(defaultImageStoreDir()),
    defaultPlatform(),
    logger,
  );
  // A cancelled job: the runner sends SIGINT, then SIGTERM 7.5 s later, then kills the step.
  const interrupts = watchInterrupts(logger);
  const outcome = await runCluster(request, logger, { signal: interrupts.signal }).finally(() =>
    interrupts.dispose(),
  );
  const outputs = runOutputs(outcome);
  if (outcome.kubeconfig) {
    // As azure/k8s-set-context: a 0600 file under RUNNER_TEMP, KUBECONFIG for the later steps of the job.
    const path = join(process.env.RUNNER_TEMP || tmpdir(), `sealos-${outcome.cluster}-kubeconfig`);
    await writeKubeconfig(path, reachableKubeconfig(outcome.kubeconfig, outputs.master0));
    core.exportVariable('KUBECONFIG', path);
    core.setOutput('kubeconfig-path', path);
    core.setOutput('kubeconfig', outcome.kubeconfig);
  }
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);
  await writeJobSummary(
    runSummaryMarkdown(outcome, (text) => logger.mask(text)),
    logger,
  );
  if (outcome.error) throw outcome.error;
});
