import '../../shims/cjs-globals.js';
import * as core from '@actions/core';
import { runBuildRequest } from '../../build/build-request.js';
import { runAction } from '../run-action.js';
import { readBuildInputs } from './inputs.js';
import { buildOutputs, buildSummary } from './summary.js';

await runAction(async (logger) => {
  const password = core.getInput('password');
  if (password) core.setSecret(password);
  logger.addSecret(password);
  const request = readBuildInputs((name) => core.getInput(name));
  const outcome = await runBuildRequest(request, logger);
  for (const [name, value] of Object.entries(buildOutputs(outcome))) core.setOutput(name, value);
  for (const section of buildSummary(outcome)) {
    core.summary.addHeading(section.heading, 3);
    if (section.text) core.summary.addRaw(section.text, true);
    if (section.table) core.summary.addTable(section.table);
  }
  await core.summary.write();
});
