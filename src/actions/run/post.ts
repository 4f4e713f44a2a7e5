import '../../shims/cjs-globals.js';
import { defaultImageStoreDir } from '../../image/store/image-store.js';
import { runPostStep } from '../../post-step/post-step.js';
import { uploadDiagnostics } from '../../post-step/upload-diagnostics.js';
import { readPostStepState } from '../../run/job-state.js';
import { actionInputReader } from '../inputs.js';
import { runAction } from '../run-action.js';
import { saveImageCache } from './image-cache.js';
import { readPostStepInputs } from './post-inputs.js';

await runAction(async (logger) => {
  try {
    await runPostStep(readPostStepState(), readPostStepInputs(actionInputReader()), logger, {
      upload: (cluster, files, rootDir) => uploadDiagnostics(cluster, files, rootDir, logger),
      ...(process.env.RUNNER_TEMP ? { tempDir: process.env.RUNNER_TEMP } : {}),
    });
  } finally {
    // What the run pulled is kept whatever became of the cluster: the next run needs the same images.
    await saveImageCache(defaultImageStoreDir(), logger);
  }
});
