import '../../shims/cjs-globals.js';
import * as core from '@actions/core';
import { runBuildRequest } from '../../build/build-request.js';
import { actionInputReader } from '../inputs.js';
import { writeJobSummary } from '../job-summary.js';
import { runAction } from '../run-action.js';
import { readBuildInputs } from './inputs.js';
import { buildOutputs, buildSummaryMarkdown } from './summary.js';

await runAction(async (logger) => {
  const read = actionInputReader();
  logger.addSecret(read('password'));
  const request = readBuildInputs(read);
  const outcome = await runBuildRequest(request, logger);
  for (const [name, value] of Object.entries(buildOutputs(outcome))) core.setOutput(name, value);
  await writeJobSummary(logger.mask(buildSummaryMarkdown(outcome)), logger);
});
