import type { ApplyRequest } from '../apply/request.js';
import { registryCredentials } from './registry-credentials.js';
import type { RunContext } from './run-context.js';
import { applyDeadline, type Deadline } from './timeout.js';

/**
 * What the run asks of its apply, and the deadline it runs under (the `timeout` input and an interrupt as one
 * signal). Every input is read before the deadline starts: a refused input must not leave its timer running.
 */
export function applyRequestOf(context: RunContext): { request: ApplyRequest; deadline: Deadline } {
  const { request, logger, dependencies, desired, current } = context;
  const credentials = registryCredentials(request.registry, desired.clusterfile.cluster.spec?.image ?? []);
  const deadline = applyDeadline(request.timeoutMinutes, dependencies.signal);
  return {
    deadline,
    request: {
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
    },
  };
}
