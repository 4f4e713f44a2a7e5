import { type Clusterfile, type Ssh, sshOfInputs } from '../clusterfile/index.js';
import type { SshInputs } from './run-request.js';

/**
 * The Clusterfile with each `spec.ssh` field it leaves empty filled from the inputs (see SshInputs): a
 * restored, redacted Clusterfile plus the same inputs gives the desired state of the original run.
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
