import { type CertificateEnd, parseCertificateEnds } from '../certificate-ends.js';
import type { RuntimeExecutor } from '../executor.js';
import { succeeded } from '../host-steps.js';
import { copyAdminKubeconfig } from './commands.js';
import {
  certificateEndsScript,
  controlPlaneKubeconfigs,
  renewCertificatesScript,
  resignKubeconfigsScript,
  restartControlPlaneScript,
} from './pki-scripts.js';

/**
 * A master's certificates read and renewed on the master through any executor: the runtime's (each reconcile)
 * and the CLI's (`status`, `cert --renew`) run the same steps.
 */

async function mustRun(executor: RuntimeExecutor, ip: string, command: string) {
  return succeeded(await executor.run(command, { check: false }), ip, command, 'Certificates');
}

/** When each certificate of this master ends; nothing on a host without a PKI (a master not yet joined). */
export async function readCertificateEnds(executor: RuntimeExecutor, ip: string): Promise<CertificateEnd[]> {
  return parseCertificateEnds((await mustRun(executor, ip, certificateEndsScript())).stdout, ip);
}

/**
 * New 100-year leaves and kubeconfig client certificates under the cluster's CA, then the control plane's
 * static pods restarted; returns once this master's API server answers /healthz again, so a caller that goes
 * master by master never has two control planes down at once.
 */
export async function renewMasterCertificates(executor: RuntimeExecutor, ip: string): Promise<void> {
  await mustRun(executor, ip, renewCertificatesScript());
  await mustRun(executor, ip, resignKubeconfigsScript(controlPlaneKubeconfigs));
  await mustRun(executor, ip, restartControlPlaneScript());
  await mustRun(executor, ip, copyAdminKubeconfig());
}
