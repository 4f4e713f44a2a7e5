import type { Phase } from '../../cluster/phase.js';
import { ipOf } from '../../cluster/topology.js';
import { formatCertificateEnd, savedEarliestCertificate } from '../../clusterfile/index.js';
import { errorMessage } from '../../errors.js';
import {
  type CertificateReport,
  certificateExpired,
  certificateReport,
  endingSoonLines,
  type Runtime,
} from '../../runtime/index.js';
import { clusterRuntime } from '../cluster-runtime.js';
import type { ApplyContext } from '../context.js';

/**
 * On a reconcile, each master's certificates as openssl reads them there (docs/operations.md "Certificates"):
 * those ending within 90 days are warned of, or renewed master by master when the run asks for it; an ended one
 * stops the apply with its file, date and fix, before any join needs the API server. A cluster saved before
 * certificates were read is told, once, when its first certificate ends. k3s renews its own: nothing to read.
 * A master whose certificates cannot be read is a warning, not a failure.
 */
export const checkCertificates: Phase<ApplyContext> = {
  title: 'Certificates',
  shouldRun: (context) => context.plan.action === 'reconcile',
  async run(context) {
    const runtime = await clusterRuntime(context);
    if (!runtime.certificateEnds) return;
    // Reading is a check, not a step of the cluster: a master that cannot be read (no openssl there) is said
    // and the reconcile goes on, as it did before certificates were read.
    const ends = await runtime.certificateEnds().catch((error: unknown) => {
      context.logger.warn(`the certificates' ends are not checked this run: ${errorMessage(error)}`);
      return undefined;
    });
    if (!ends) return;
    let report = certificateReport(ends, new Date());
    if (context.renewCertificates) report = await renewEnding(context, runtime, report);
    context.progress.certificates = report;
    const expired = certificateExpired(report);
    if (expired) throw expired;
    for (const line of endingSoonLines(report)) context.logger.warn(line);
    const { earliest } = report;
    if (!earliest) return;
    const text = `the first certificate to end is ${earliest.file} on ${earliest.host}, ${formatCertificateEnd(earliest.notAfter)}`;
    if (savedEarliestCertificate(context.current?.cluster) || report.endingSoon.length > 0)
      context.logger.info(text);
    else
      context.logger.warn(
        `${text} (said once: this cluster was saved before its certificates were read; \`sealos-action cert --renew\` makes 100-year ones)`,
      );
  },
};

/** Masters with a certificate ending within 90 days (or ended), master0 first, renewed one after another. */
async function renewEnding(
  context: ApplyContext,
  runtime: Runtime,
  report: CertificateReport,
): Promise<CertificateReport> {
  const due = new Set([...report.expired, ...report.endingSoon].map((end) => end.host));
  const masters = [context.topology.master0, ...context.topology.masters].map(ipOf);
  const order = [...new Set(masters)].filter((ip) => due.has(ip));
  if (order.length === 0 || !runtime.renewCertificates || !runtime.certificateEnds) return report;
  for (const ip of order) await runtime.renewCertificates(ip);
  return certificateReport(await runtime.certificateEnds(), new Date());
}
