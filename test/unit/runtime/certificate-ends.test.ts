import { describe, expect, it } from 'vitest';
import {
  certificatesCondition,
  savedEarliestCertificate,
} from '../../../src/clusterfile/certificates-condition.js';
import type { Cluster } from '../../../src/clusterfile/index.js';
import { planCluster, planToJson, planToText } from '../../../src/plan/index.js';
import {
  CertificateExpiredError,
  certificateExpired,
  certificateReport,
  endingSoonLines,
  parseCertificateEnds,
} from '../../../src/runtime/certificate-ends.js';

const NOW = new Date('2026-11-29T00:00:00Z');
const M0 = '10.0.0.11';

/** What certificateEndsScript prints: openssl's `-enddate` after each file (its format, `%b %e %T %Y GMT`). */
const OUTPUT = [
  '/etc/kubernetes/pki/apiserver.crt\tnotAfter=Nov  5 03:57:59 2126 GMT',
  '/etc/kubernetes/pki/ca.crt\tnotAfter=Nov 26 03:40:00 2036 GMT',
  '/etc/kubernetes/pki/front-proxy-client.crt\tnotAfter=Jan 10 12:00:00 2027 GMT',
  '/etc/kubernetes/admin.conf\tnotAfter=Nov 28 23:59:59 2026 GMT',
].join('\n');

describe('certificate ends read on a master', () => {
  it("reads openssl's dates, in UTC", () => {
    const ends = parseCertificateEnds(`${OUTPUT}\n`, M0);
    expect(ends.map((end) => [end.file, end.notAfter.toISOString()])).toEqual([
      ['/etc/kubernetes/pki/apiserver.crt', '2126-11-05T03:57:59.000Z'],
      ['/etc/kubernetes/pki/ca.crt', '2036-11-26T03:40:00.000Z'],
      ['/etc/kubernetes/pki/front-proxy-client.crt', '2027-01-10T12:00:00.000Z'],
      ['/etc/kubernetes/admin.conf', '2026-11-28T23:59:59.000Z'],
    ]);
    expect(ends.every((end) => end.host === M0)).toBe(true);
  });

  it('names the file whose date does not read', () => {
    const error = (() => {
      try {
        parseCertificateEnds('/etc/kubernetes/pki/apiserver.crt\tunable to load certificate', M0);
      } catch (caught) {
        return caught as Error & { file?: string; host?: string };
      }
    })();
    expect(error?.message).toContain('cannot read the end date of /etc/kubernetes/pki/apiserver.crt');
    expect(error?.host).toBe(M0);
  });

  it('sorts ended, within 90 days and the first to end; an ended one is an error naming file, date and fix', () => {
    const report = certificateReport(parseCertificateEnds(OUTPUT, M0), NOW);
    expect(report.expired.map((end) => end.file)).toEqual(['/etc/kubernetes/admin.conf']);
    expect(report.endingSoon.map((end) => end.file)).toEqual(['/etc/kubernetes/pki/front-proxy-client.crt']);
    expect(report.earliest?.file).toBe('/etc/kubernetes/admin.conf');
    expect(endingSoonLines(report)).toEqual([
      '10.0.0.11: /etc/kubernetes/pki/front-proxy-client.crt ends 2027-01-10 12:00 UTC; renew it with `sealos-action cert --renew` or the run input renew-certificates: true',
    ]);
    const error = certificateExpired(report);
    expect(error).toBeInstanceOf(CertificateExpiredError);
    expect(error?.host).toBe(M0);
    expect(error?.file).toBe('/etc/kubernetes/admin.conf');
    expect(error?.message).toMatch(
      /^certificate \/etc\/kubernetes\/admin\.conf ended 2026-11-28 23:59 UTC; renew the control-plane certificates with `sealos-action cert --renew`/,
    );
    const valid = certificateReport(parseCertificateEnds(OUTPUT.split('\n')[0] as string, M0), NOW);
    expect(certificateExpired(valid)).toBeUndefined();
    expect(endingSoonLines(valid)).toEqual([]);
  });
});

describe('the saved record of the first certificate to end', () => {
  const cluster = (conditions: NonNullable<Cluster['status']>['conditions']): Cluster => ({
    apiVersion: 'apps.sealos.io/v1beta1',
    kind: 'Cluster',
    metadata: { name: 'default', creationTimestamp: '2025-01-01T00:00:00Z' },
    spec: {
      hosts: [{ ips: [`${M0}:22`], roles: ['master', 'amd64'] }],
      image: ['labring/kubernetes:v1.27.7'],
    },
    status: { phase: 'ClusterSuccess', conditions },
  });
  const soon = {
    host: M0,
    file: '/etc/kubernetes/pki/apiserver.crt',
    notAfter: new Date(Date.now() + 20 * 86_400_000),
  };

  it('reads back what it wrote; a cluster saved before has none', () => {
    const condition = certificatesCondition(soon, 'EndingSoon', '2026-11-29T00:00:00Z');
    expect(condition).toMatchObject({ type: 'CertificatesChecked', status: 'False', reason: 'EndingSoon' });
    const read = savedEarliestCertificate(cluster([condition]));
    expect(read?.file).toBe(soon.file);
    expect(read?.notAfter.getTime()).toBe(Math.floor(soon.notAfter.getTime() / 1000) * 1000);
    expect(savedEarliestCertificate(cluster([]))).toBeUndefined();
  });

  it('makes the plan warn when it ends within 90 days, in text and JSON; not when it ends later', () => {
    const saved = cluster([certificatesCondition(soon, 'EndingSoon', '2026-11-29T00:00:00Z')]);
    const plan = planCluster(saved, saved);
    expect(planToText(plan)).toContain(
      `warning: certificate /etc/kubernetes/pki/apiserver.crt on ${M0} ends `,
    );
    expect(JSON.parse(planToJson(plan)).certificatesEnding).toMatchObject({ host: M0, file: soon.file });
    const later = { ...soon, notAfter: new Date(Date.now() + 400 * 86_400_000) };
    const fine = cluster([certificatesCondition(later, 'Valid', '2026-11-29T00:00:00Z')]);
    expect(planToText(planCluster(fine, fine))).not.toContain('warning: certificate');
    expect(JSON.parse(planToJson(planCluster(fine, fine)))).not.toHaveProperty('certificatesEnding');
  });
});
