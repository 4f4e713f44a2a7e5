import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCliCapturing } from './cli-harness.js';

const fixtures = join(import.meta.dirname, '../../fixtures/clusterfiles');

describe('sealos-action validate', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'validate-cli-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('exits 0 and prints a short summary for a valid Clusterfile', async () => {
    const path = join(dir, 'Clusterfile');
    await copyFile(join(fixtures, 'sealos-saved.yaml'), path);
    const run = await runCliCapturing(['validate', '-f', path]);
    expect(run.status).toBe(0);
    expect(run.stdoutWrites).toEqual([
      `OK ${path}: cluster "default", 3 master(s), 2 node(s), 3 image(s), 1 Config(s), 2 kubeadm document(s)\n`,
    ]);
    expect(run.stderr).toBe('');
  });

  it('renders a Clusterfile template with --values, --set and --env, as sealos apply does', async () => {
    const testdata = join(fixtures, 'sealos-template');
    const args = [
      'validate',
      '-f',
      join(testdata, 'clusterfile.yaml'),
      '--values',
      join(testdata, 'example.values.yaml'),
    ];
    const run = await runCliCapturing([
      ...args,
      '--set',
      'clusterName=testlocal',
      '--env',
      'SSH_PASSWORD=s3cret',
    ]);
    expect(run.stderr).toBe('');
    expect(run.stdoutWrites).toEqual([
      `OK ${join(testdata, 'clusterfile.yaml')}: cluster "testlocal", 3 master(s), 0 node(s), 2 image(s), 0 Config(s), 0 kubeadm document(s)\n`,
    ]);
    // Without clusterName the name renders as Go prints a missing key, "<no value>": not a cluster name.
    const unnamed = await runCliCapturing(args);
    expect(unnamed.status).toBe(1);
    expect(unnamed.stderr).toContain('clusterfile.yaml:18: metadata.name: is not a cluster name');
  });

  it('exits 1 and prints every located problem, one line each, nothing on stdout', async () => {
    const path = join(dir, 'Clusterfile');
    await copyFile(join(fixtures, 'invalid-hosts.yaml'), path);
    const run = await runCliCapturing(['validate', '-f', path]);
    expect(run.status).toBe(1);
    expect(run.stdoutWrites).toEqual([]);
    expect(run.stderr.trimEnd().split('\n')).toEqual([
      `error: ${path}:14: spec.hosts[1].ips[0]: "10.0.0.300:22" is not an IPv4/IPv6 address with optional port`,
      `error: ${path}:15: spec.hosts[1].ips[1]: "10.0.0.2:22" is listed twice (also at spec.hosts[0].ips[1]); a host appears once`,
      `error: ${path}:16: spec.hosts[1].ips[2]: "10.0.0.5:70000" is not an IPv4/IPv6 address with optional port (port 70000 is not from 1 to 65535)`,
      `error: ${path}:18: spec.hosts[1].roles[0]: "worker" is not a role (master, node, registry, amd64, arm64)`,
      `error: ${path}:22: spec.ssh.port: Invalid input: expected number, received string`,
      `error: ${path}: 5 problem(s)`,
    ]);
  });

  it('warns about unknown fields with their lines and still exits 0', async () => {
    const path = join(dir, 'Clusterfile');
    await copyFile(join(fixtures, 'unknown-fields.yaml'), path);
    const run = await runCliCapturing(['validate', '-f', path]);
    expect(run.status).toBe(0);
    expect(run.stderr).toContain(`warn: ${path}:17: spec.ssh.passwrd: unknown field`);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(5);
    expect(run.stdoutWrites.join('')).toContain(', 5 warning(s)\n');
  });

  it('exits 2 (usage) naming a file that cannot be read', async () => {
    const path = join(dir, 'missing');
    const run = await runCliCapturing(['validate', '-f', path]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`cannot read the Clusterfile ${path}`);
  });

  it('exits 1 on a Clusterfile without a Cluster document', async () => {
    const path = join(dir, 'Clusterfile');
    await writeFile(path, 'apiVersion: apps.sealos.io/v1beta1\nkind: Config\nmetadata:\n  name: x\n');
    const run = await runCliCapturing(['validate', '-f', path]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`error: ${path}:1: no Cluster document (kind: Cluster)`);
  });

  it('requires -f', async () => {
    const run = await runCliCapturing(['validate']);
    expect(run.status).not.toBe(0);
    expect(run.stdoutWrites).toEqual([]);
  });
});
