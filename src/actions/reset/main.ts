import '../../shims/cjs-globals.js';
import * as core from '@actions/core';
import { SealosError } from '../../errors.js';
import { runReset } from '../../reset/reset-flow.js';
import { resetSummaryMarkdown } from '../../reset/summary.js';
import { actionInputReader } from '../inputs.js';
import { writeJobSummary } from '../job-summary.js';
import { runAction } from '../run-action.js';
import { readResetActionInputs } from './inputs.js';

await runAction(async (logger) => {
  const outcome = await runReset(readResetActionInputs(actionInputReader()), logger);
  const hosts = outcome.result?.hosts ?? [];
  core.setOutput('clean', String(outcome.clean));
  core.setOutput('hosts', JSON.stringify(hosts));
  await writeJobSummary(
    resetSummaryMarkdown(outcome, (text) => logger.mask(text)),
    logger,
  );
  if (!outcome.clean)
    throw new SealosError(
      `cluster "${outcome.cluster}" is not clean on ${hosts
        .filter((host) => !host.clean)
        .map((host) => host.host)
        .join(', ')}: ${hosts
        .filter((host) => !host.clean)
        .map((host) => `${host.host}: ${host.problems.join('; ')}`)
        .join(' | ')}`,
      { phase: 'reset' },
    );
});
