import '../../shims/cjs-globals.js';
import * as core from '@actions/core';
import { runPostStep } from '../../post-step/post-step.js';
import { uploadDiagnostics } from '../../post-step/upload-diagnostics.js';
import { readPostStepState } from '../../run/job-state.js';
import { runAction } from '../run-action.js';
import { readPostStepInputs } from './post-inputs.js';

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
