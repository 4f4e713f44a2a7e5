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

/** The `spec.ssh` fields the inputs give; an empty input gives none. */
export function sshOfInputs(inputs: SshInputs): Ssh {
  return {
    ...(inputs.user ? { user: inputs.user } : {}),
    ...(inputs.password ? { passwd: inputs.password } : {}),
    ...(inputs.privateKeyPath ? { pk: inputs.privateKeyPath } : {}),
    ...(inputs.privateKey ? { pkData: inputs.privateKey } : {}),
    ...(inputs.passphrase ? { pkPasswd: inputs.passphrase } : {}),
    ...(inputs.port ? { port: inputs.port } : {}),
  };
}
