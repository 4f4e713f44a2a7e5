import { applyCluster } from '../../apply/apply-cluster.js';
import type { Phase } from '../../cluster/phase.js';
import { registryCredentials } from '../registry-credentials.js';
import type { RunContext } from '../run-context.js';
import { applyDeadline } from '../timeout.js';

/**
 * The apply pipeline (its own phases, each in a log group), under the run's timeout. A failed apply does not
 * throw: its result carries the error, so the state is still saved.
 */
export const applyDesired: Phase<RunContext> = {
  title: 'Apply',
  async run(context) {
    const { request, logger, dependencies, desired, current, secrets } = context;
    // Interrupted before the apply began: nothing changed, so nothing is saved.
    dependencies.signal?.throwIfAborted();
    const apply = dependencies.apply ?? applyCluster;
    // Every input is read before the deadline starts: a refused input must not leave its timer running.
    const credentials = registryCredentials(request.registry, desired.clusterfile.cluster.spec?.image ?? []);
    const deadline = applyDeadline(request.timeoutMinutes, dependencies.signal);
    const result = await apply({
      desired: desired.clusterfile,
      ...(current ? { current } : {}),
      localHost: desired.localHost,
      dryRun: request.dryRun,
      ...(request.planShownByCaller ? { planShownByCaller: true } : {}),
      force: request.force,
      ...(request.pruneRunner ? { pruneRunner: true } : {}),
      ...(request.renewCertificates ? { renewCertificates: true } : {}),
      ...(request.reinstall ? { reinstall: request.reinstall } : {}),
      concurrency: request.concurrency,
      relay: request.relay,
      hostKeyPolicy: request.hostKeyPolicy,
      knownHosts: request.knownHosts,
      registryCredentials: credentials,
      insecureRegistries: request.insecureRegistries,
      ...(request.registriesConf ? { registriesConf: request.registriesConf } : {}),
      logger,
      ...(deadline.signal ? { signal: deadline.signal } : {}),
    }).finally(() => deadline.clear());
    // Only the kubeconfig's key material is masked in logs (the runtime registered it); the whole text is kept
    // out of the saved state and artifacts by the guard.
    if (result.kubeconfig) secrets.add(result.kubeconfig);
    context.results.applied = result;
  },
};
