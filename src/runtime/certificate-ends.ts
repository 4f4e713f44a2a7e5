import { endsWithinRenewWindow, formatCertificateEnd } from '../clusterfile/certificates-condition.js';
import { RuntimeError } from './errors.js';

/** When one certificate of a master ends, as openssl read the file on that master. */
export interface CertificateEnd {
  host: string;
  /** The certificate file, or the kubeconfig that embeds it. */
  file: string;
  notAfter: Date;
}

/** The certificates read on a cluster's masters, sorted: the ended ones, those ending soon, the earliest. */
export interface CertificateReport {
  ends: CertificateEnd[];
  expired: CertificateEnd[];
  endingSoon: CertificateEnd[];
  earliest?: CertificateEnd;
}

export function certificateReport(ends: readonly CertificateEnd[], now: Date): CertificateReport {
  const sorted = [...ends].sort((a, b) => a.notAfter.getTime() - b.notAfter.getTime());
  return {
    ends: sorted,
    expired: sorted.filter((end) => end.notAfter.getTime() <= now.getTime()),
    endingSoon: sorted.filter(
      (end) => end.notAfter.getTime() > now.getTime() && endsWithinRenewWindow(end.notAfter, now),
    ),
    ...(sorted[0] ? { earliest: sorted[0] } : {}),
  };
}

/** One line per certificate ending within the window, for the log, the plan and the job summary. */
export function endingSoonLines(report: CertificateReport): string[] {
  return report.endingSoon.map(
    (end) =>
      `${end.host}: ${end.file} ends ${formatCertificateEnd(end.notAfter)}; renew it with \`sealos-action cert --renew\` or the run input renew-certificates: true`,
  );
}

/** A certificate that has ended: the control plane refuses it, so nothing else is tried. */
export class CertificateExpiredError extends RuntimeError {}

export function certificateExpired(report: CertificateReport): CertificateExpiredError | undefined {
  const [first, ...others] = report.expired;
  if (!first) return undefined;
  const more =
    others.length > 0
      ? ` (and ${others.length} more: ${others.map((end) => `${end.host} ${end.file}`).join(', ')})`
      : '';
  return new CertificateExpiredError(
    `certificate ${first.file} ended ${formatCertificateEnd(first.notAfter)}${more}; renew the control-plane certificates with \`sealos-action cert --renew\` (or run again with renew-certificates: true), which makes new ones under the cluster's CA and restarts the control plane master by master`,
    { host: first.host, file: first.file, phase: 'Certificates' },
  );
}

/**
 * Reads the output of a script that prints `<file>\t<openssl -enddate>` per certificate
 * (`notAfter=Nov 29 03:40:51 2027 GMT`). A line that does not read is an error naming it.
 */
export function parseCertificateEnds(stdout: string, host: string): CertificateEnd[] {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return stdout
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const [file = '', text = ''] = line.split('\t');
      const match = /^notAfter=(\w{3}) +(\d{1,2}) (\d\d):(\d\d):(\d\d) (\d{4}) GMT$/.exec(text.trim());
      const month = match ? months.indexOf(match[1] as string) : -1;
      if (!match || month < 0)
        throw new RuntimeError(
          `cannot read the end date of ${file || 'a certificate'}: "${line.slice(0, 160)}"`,
          {
            host,
            phase: 'Certificates',
            ...(file ? { file } : {}),
          },
        );
      const [, , day, hours, minutes, seconds, year] = match.map(Number);
      return {
        host,
        file,
        notAfter: new Date(Date.UTC(year as number, month, day, hours, minutes, seconds)),
      };
    });
}
