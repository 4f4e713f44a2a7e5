import '../../shims/cjs-globals.js';
import * as core from '@actions/core';
import { readPostStepState } from '../../post-step/job-state.js';
import { readPostStepInputs } from '../../post-step/post-inputs.js';
import { runPostStep } from '../../post-step/post-step.js';
import { uploadDiagnostics } from '../../post-step/upload-diagnostics.js';
import { runAction } from '../run-action.js';

await runAction(async (logger) => {
  await runPostStep(
    readPostStepState(),
    readPostStepInputs((name) => core.getInput(name)),
    logger,
    {
      upload: (cluster, files, rootDir) => uploadDiagnostics(cluster, files, rootDir, logger),
      ...(process.env.RUNNER_TEMP ? { tempDir: process.env.RUNNER_TEMP } : {}),
    },
  );
});
