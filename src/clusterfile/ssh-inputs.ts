import { UsageError } from '../errors.js';
import type { Ssh } from './schema.js';

/** SSH settings as the flags and the action inputs give them, under their input names. */
export interface SshInputs {
  user?: string;
  password?: string;
  /** PEM text (`spec.ssh.pkData`). */
  privateKey?: string;
  /** Key file path on this machine (`spec.ssh.pk`). */
  privateKeyPath?: string;
  passphrase?: string;
  port?: number;
}

/** The `spec.ssh` fields the inputs give; an empty input gives none. A port outside 1-65535 is refused. */
export function sshOfInputs(inputs: SshInputs): Ssh {
  if (
    inputs.port !== undefined &&
    !(Number.isInteger(inputs.port) && inputs.port >= 1 && inputs.port <= 65535)
  )
    throw new UsageError(`port: ${inputs.port} is not a port (a whole number from 1 to 65535)`);
  return {
    ...(inputs.user ? { user: inputs.user } : {}),
    ...(inputs.password ? { passwd: inputs.password } : {}),
    ...(inputs.privateKeyPath ? { pk: inputs.privateKeyPath } : {}),
    ...(inputs.privateKey ? { pkData: inputs.privateKey } : {}),
    ...(inputs.passphrase ? { pkPasswd: inputs.passphrase } : {}),
    ...(inputs.port ? { port: inputs.port } : {}),
  };
}
