import { sshInputsOfFields, sshOfInputs } from '../../clusterfile/ssh-inputs.js';
import { DEFAULT_LOCK_TIMEOUT_MINUTES } from '../../lock/cluster-lock.js';
import type { PostStepInputs } from '../../post-step/post-step.js';
import { booleanInput, type InputReader } from '../inputs.js';
import { readRunActionInputs } from './inputs.js';

/** The post step's inputs: the run action's own (read and checked the same way) plus diagnostics and cleanup. */
export function readPostStepInputs(read: InputReader, env: NodeJS.ProcessEnv = process.env): PostStepInputs {
  const request = readRunActionInputs(read, env);
  const ssh = request.source.kind === 'inputs' ? request.source.inputs : request.source.ssh;
  return {
    // The inputs that were given, none empty.
    ssh: sshInputsOfFields(sshOfInputs(ssh)),
    hostKeyPolicy: request.hostKeyPolicy,
    ...(request.knownHosts ? { knownHosts: request.knownHosts } : {}),
    state: request.state,
    lockTimeoutMinutes: request.lockTimeoutMinutes ?? DEFAULT_LOCK_TIMEOUT_MINUTES,
    diagnostics: booleanInput(read, 'diagnostics', true),
    cleanup: booleanInput(read, 'cleanup', false),
  };
}
