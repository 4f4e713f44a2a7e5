import '../../shims/cjs-globals.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import { defaultPlatform } from '../../build/build-request.js';
import { preloadArchives } from '../../image/archive/archive-images.js';
import { defaultImageStoreDir } from '../../image/store/image-store.js';
import { LocalImages } from '../../image/store/local-images.js';
import { watchInterrupts } from '../../run/interrupts.js';
import { reachableKubeconfig, writeKubeconfig } from '../../run/kubeconfig.js';
import { runOutputs } from '../../run/outputs.js';
import { runCluster } from '../../run/run-cluster.js';
import { runSummaryMarkdown } from '../../run/summary.js';
import { actionInputReader, listInput } from '../inputs.js';
import { writeJobSummary } from '../job-summary.js';
import { runAction } from '../run-action.js';
import { readRunActionInputs } from './inputs.js';

await runAction(async (logger) => {
  const request = readRunActionInputs(actionInputReader());
  // `archives`: loaded into the local images first, their images run before those of `images`.
  const archives = listInput(actionInputReader(), 'archives', false);
  if (archives.length > 0) {
    const loaded = await preloadArchives(
      new LocalImages(defaultImageStoreDir()),
      archives,
      defaultPlatform(),
      logger,
      { allArchives: true },
    );
    if (request.source.kind === 'inputs')
      request.source.inputs.images = [...loaded, ...(request.source.inputs.images ?? [])];
  }
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
