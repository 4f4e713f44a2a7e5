import type { Cluster, ClusterCondition } from './schema.js';

/**
 * The saved record of a cluster's certificates: a status condition (sealos keeps a list of typed conditions;
 * an unknown type is carried along by sealos and ignored) whose message starts with the end of the
 * certificate that ends first. A cluster saved without it was made before certificates were read, and is told
 * their end once; the plan and the job summary read it without asking a host.
 */
export const CERTIFICATES_CONDITION = 'CertificatesChecked';

/** A certificate that ends within this many days is warned of (and renewed when the run asks for it). */
const RENEW_WITHIN_DAYS = 90;

/** `2027-11-29 03:40 UTC`: a certificate's end as logs, plans and summaries print it. */
export function formatCertificateEnd(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function endsWithinRenewWindow(notAfter: Date, now: Date): boolean {
  return notAfter.getTime() <= now.getTime() + RENEW_WITHIN_DAYS * 86_400_000;
}

/** The certificate of the cluster that ends first, as the last reconcile read it on its master. */
export interface EarliestCertificate {
  host: string;
  file: string;
  notAfter: Date;
}

export function certificatesCondition(
  earliest: EarliestCertificate,
  status: 'Valid' | 'EndingSoon' | 'Expired',
  time: string,
): ClusterCondition {
  return {
    type: CERTIFICATES_CONDITION,
    status: status === 'Valid' ? 'True' : 'False',
    lastHeartbeatTime: time,
    reason: status,
    message: `${earliest.notAfter.toISOString().replace(/\.\d{3}Z$/, 'Z')} ${earliest.file} on ${earliest.host} ends first`,
  };
}

/** The saved earliest end, or undefined for a cluster never checked (or a condition that does not read). */
export function savedEarliestCertificate(cluster: Cluster | undefined): EarliestCertificate | undefined {
  const condition = cluster?.status?.conditions?.find((c) => c.type === CERTIFICATES_CONDITION);
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ) (\S+) on (\S+) ends first$/.exec(
    condition?.message ?? '',
  );
  if (!match) return undefined;
  return { notAfter: new Date(match[1] as string), file: match[2] as string, host: match[3] as string };
}
