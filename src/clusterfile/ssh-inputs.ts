import { UsageError } from '../errors.js';
import { parseJumpHost } from './jump-host.js';
import type { Clusterfile, Ssh } from './schema.js';

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
  /** `[user@]host[:port]` of a jump host (`spec.ssh.jumpHost`). */
  jumpHost?: string;
}

/** Each input and the `spec.ssh` field it sets (sealos's CLI flags are named as the fields). */
const FIELDS = [
  ['user', 'user'],
  ['password', 'passwd'],
  ['privateKeyPath', 'pk'],
  ['privateKey', 'pkData'],
  ['passphrase', 'pkPasswd'],
  ['port', 'port'],
  ['jumpHost', 'jumpHost'],
] as const satisfies ReadonlyArray<readonly [keyof SshInputs, keyof Ssh]>;

/**
 * The `spec.ssh` fields the inputs give; an empty input gives none. A port outside 1-65535, a jump host that is
 * not `[user@]host[:port]`, are refused.
 */
export function sshOfInputs(inputs: SshInputs): Ssh {
  if (
    inputs.port !== undefined &&
    !(Number.isInteger(inputs.port) && inputs.port >= 1 && inputs.port <= 65535)
  )
    throw new UsageError(`port: ${inputs.port} is not a port (a whole number from 1 to 65535)`);
  if (inputs.jumpHost) parseJumpHost(inputs.jumpHost, 'jump-host');
  return Object.fromEntries(
    FIELDS.flatMap(([input, field]) => (inputs[input] ? [[field, inputs[input]]] : [])),
  );
}

/**
 * The inputs that give these `spec.ssh` fields, sshOfInputs reversed: for the CLI, whose flags carry sealos's
 * field names (`-u`, `--passwd`, `--pk`, `--pk-passwd`, `--port`), and for dropping empty inputs. An empty field
 * gives none.
 */
export function sshInputsOfFields(ssh: Ssh): SshInputs {
  return Object.fromEntries(FIELDS.flatMap(([input, field]) => (ssh[field] ? [[input, ssh[field]]] : [])));
}

/**
 * The Clusterfile with each `spec.ssh` field it leaves empty filled from the inputs: a restored, redacted
 * Clusterfile plus the same inputs gives the desired state of the original run.
 */
export function fillSsh(clusterfile: Clusterfile, inputs: SshInputs): Clusterfile {
  const given = sshOfInputs(inputs);
  const declared = clusterfile.cluster.spec?.ssh ?? {};
  const ssh: Ssh = { ...declared };
  for (const [field, value] of Object.entries(given) as [keyof Ssh, unknown][])
    if (declared[field] === undefined || declared[field] === '') Object.assign(ssh, { [field]: value });
  if (Object.keys(ssh).length === 0) return clusterfile;
  const cluster = structuredClone(clusterfile.cluster);
  cluster.spec = { ...cluster.spec, ssh };
  return { ...clusterfile, cluster };
}
