import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renewApiServerCertificate } from '../../../src/runtime/kubeadm/commands.js';
import { kubernetesPaths } from '../../../src/runtime/kubeadm/paths.js';
import { apiServerCertificateScript } from '../../../src/runtime/kubeadm/pki-scripts.js';

/**
 * The script that renews a master's apiserver certificate, run with real bash. The master's pki folder is a temp
 * folder (the script's /etc/kubernetes/pki replaced), and the commands on PATH that record what ran are
 * stand-ins: kubeadm (it cannot run here), and a step that fails on purpose.
 */
let root = '';
let pki = '';
let bin = '';
let calls = '';
const OLD_CERTIFICATE = 'the old certificate';
const OLD_KEY = 'the old key';
const CONFIG = '/var/lib/sealos/data/default/etc/kubeadm-update.yaml';

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'renew-apiserver-'));
  pki = join(root, 'pki');
  bin = join(root, 'bin');
  calls = join(root, 'calls.log');
  mkdirSync(pki);
  mkdirSync(bin);
  writeFileSync(join(pki, 'apiserver.crt'), OLD_CERTIFICATE);
  writeFileSync(join(pki, 'apiserver.key'), OLD_KEY);
  writeFileSync(calls, '');
  standIn(
    'kubeadm',
    `echo "kubeadm $*" >>"$CALLS"\n[ -z "$KUBEADM_FAILS" ] || { echo "kubeadm: failing on purpose" >&2; exit 1; }`,
  );
  standIn('failing-step', 'echo "failing-step: failing on purpose" >&2\nexit 3');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function standIn(name: string, body: string): void {
  writeFileSync(join(bin, name), `#!/bin/bash\n# stand-in ${name}\n${body}\n`);
  chmodSync(join(bin, name), 0o755);
}

/** Runs the renewal, then a later step (as `cert --alt-names` restarts the apiserver after it). */
function run(makeCertificate: string, env: Record<string, string> = {}) {
  const script = `${renewApiServerCertificate(CONFIG, makeCertificate)}\necho "later step" >>"$CALLS"`;
  return spawnSync('bash', ['-c', script.replaceAll(kubernetesPaths.pki, pki)], {
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, CALLS: calls, ...env },
  });
}

const pair = () => [
  readFileSync(join(pki, 'apiserver.crt'), 'utf8'),
  readFileSync(join(pki, 'apiserver.key'), 'utf8'),
];
const ran = () => readFileSync(calls, 'utf8').trim().split('\n').filter(Boolean);

describe('renewing the apiserver certificate on a master', () => {
  it('stops at a failing step of the certificate script: nothing after it runs, the old pair is back', () => {
    const result = run(['echo "step 1" >>"$CALLS"', 'failing-step', 'echo "step 3" >>"$CALLS"'].join('\n'));
    expect(result.status).toBe(3);
    expect(ran()).toEqual(['step 1']);
    expect(result.stderr).toContain('failing-step: failing on purpose');
    expect(result.stderr).toContain('the apiserver certificate was not renewed');
    expect(pair()).toEqual([OLD_CERTIFICATE, OLD_KEY]);
    expect(readdirSync(pki).sort()).toEqual(['apiserver.crt', 'apiserver.key']);
  });

  it('stops when kubeadm refuses the certificate: the old pair is back and no later step runs', () => {
    const make = `echo new >"${kubernetesPaths.pki}/apiserver.crt"; echo new >"${kubernetesPaths.pki}/apiserver.key"`;
    const result = run(make, { KUBEADM_FAILS: '1' });
    expect(result.status).toBe(1);
    expect(ran()).toEqual([`kubeadm init phase certs apiserver --config ${CONFIG}`]);
    expect(result.stderr).toContain('kubeadm: failing on purpose');
    expect(result.stderr).toContain('the apiserver certificate was not renewed');
    expect(pair()).toEqual([OLD_CERTIFICATE, OLD_KEY]);
  });

  it('keeps the new pair and goes on to the later steps when every step succeeds', () => {
    const make = `echo new >"${kubernetesPaths.pki}/apiserver.crt"; echo new >"${kubernetesPaths.pki}/apiserver.key"`;
    const result = run(make);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(ran()).toEqual([`kubeadm init phase certs apiserver --config ${CONFIG}`, 'later step']);
    expect(pair()).toEqual(['new\n', 'new\n']);
  });

  it('stops inside the 100-year certificate script too: its mkdir failing stops it before openssl or kubeadm', () => {
    standIn('mkdir', 'echo "mkdir: failing on purpose" >&2\nexit 1');
    standIn('openssl', 'echo "openssl $*" >>"$CALLS"');
    // The cluster CA is there, so only the failing mkdir can stop the script before openssl signs.
    writeFileSync(join(pki, 'ca.crt'), 'the cluster CA');
    writeFileSync(join(pki, 'ca.key'), 'the cluster CA key');
    const cluster = { kind: 'ClusterConfiguration', networking: { serviceSubnet: '10.96.0.0/12' } };
    const make = apiServerCertificateScript(cluster, { address: '10.0.0.11', nodeName: 'master-0' });
    const result = run(make);
    expect(result.status).not.toBe(0);
    expect(ran()).toEqual([]);
    expect(result.stderr).toContain('mkdir: failing on purpose');
    expect(pair()).toEqual([OLD_CERTIFICATE, OLD_KEY]);
  });
});
