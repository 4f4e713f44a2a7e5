import { describe, expect, it } from 'vitest';
import { PhaseError } from '../../../src/cluster/phase-manager.js';
import { HostsError, SealosError } from '../../../src/errors.js';
import { CommandError } from '../../../src/hosts/errors.js';
import { conditionMessage, failureReport } from '../../../src/log/failure-report.js';

const preflight = (file: string) =>
  [
    '[preflight] Running pre-flight checks',
    'error execution phase preflight: [preflight] Some fatal errors occurred:',
    `\t[ERROR FileAvailable--etc-kubernetes-${file}]: /etc/kubernetes/${file} already exists`,
    '[preflight] If you know what you are doing, you can make a check non-fatal with `--ignore-preflight-errors=...`',
  ].join('\n');

function joinFailure(host: string, stderr: string): CommandError {
  return new CommandError({
    host,
    command: 'kubeadm join --config=/var/lib/sealos/data/default/etc/kubeadm-join-node.yaml -v 0',
    exitCode: 1,
    stderr,
    stdout: '[preflight] Running pre-flight checks\n',
    phase: 'Join',
  });
}

describe('failure report', () => {
  it('lists every host with its own command, exit status and the end of its stderr; nobody else blamed', () => {
    const hosts = new HostsError(
      [
        { host: '10.77.0.12', error: joinFailure('10.77.0.12', preflight('pki/ca.crt')) },
        { host: '10.77.0.13', error: joinFailure('10.77.0.13', preflight('kubelet.conf')) },
      ],
      2,
      'join',
    );
    const error = new PhaseError([], 'Join', hosts);
    expect(error.host).toBeUndefined();
    expect(failureReport(error)).toEqual([
      '[Join] failed on 2 of 2 hosts:',
      '  10.77.0.12: `kubeadm join --config=/var/lib/sealos/data/default/etc/kubeadm-join-node.yaml -v 0` exited 1: [ERROR FileAvailable--etc-kubernetes-pki/ca.crt]: /etc/kubernetes/pki/ca.crt already exists',
      '    | [preflight] Running pre-flight checks',
      '    | error execution phase preflight: [preflight] Some fatal errors occurred:',
      '    | \t[ERROR FileAvailable--etc-kubernetes-pki/ca.crt]: /etc/kubernetes/pki/ca.crt already exists',
      '    | [preflight] If you know what you are doing, you can make a check non-fatal with `--ignore-preflight-errors=...`',
      '  10.77.0.13: `kubeadm join --config=/var/lib/sealos/data/default/etc/kubeadm-join-node.yaml -v 0` exited 1: [ERROR FileAvailable--etc-kubernetes-kubelet.conf]: /etc/kubernetes/kubelet.conf already exists',
      '    | [preflight] Running pre-flight checks',
      '    | error execution phase preflight: [preflight] Some fatal errors occurred:',
      '    | \t[ERROR FileAvailable--etc-kubernetes-kubelet.conf]: /etc/kubernetes/kubelet.conf already exists',
      '    | [preflight] If you know what you are doing, you can make a check non-fatal with `--ignore-preflight-errors=...`',
    ]);
    expect(failureReport(error).join('\n')).not.toMatch(/\n\s+at /);
  });

  it('says once what 40 hosts share: the count, the host list in ranges, then one example', () => {
    const failures = Array.from({ length: 40 }, (_, i) => {
      const host = `10.77.0.${10 + i}`;
      return {
        host,
        error: new SealosError(`tar: ./bin/blob: file changed as we read it (on ${host})`, { host }),
      };
    });
    failures[5] = {
      host: '10.77.0.15',
      error: new SealosError('no space left on device', { host: '10.77.0.15' }),
    };
    const report = failureReport(new HostsError(failures, 42, 'Mount rootfs'));
    expect(report).toEqual([
      '[Mount rootfs] failed on 40 of 42 hosts:',
      '  39 hosts failed the same way: 10.77.0.10-10.77.0.14, 10.77.0.16-10.77.0.49',
      '    e.g. 10.77.0.10: tar: ./bin/blob: file changed as we read it (on 10.77.0.10)',
      '  10.77.0.15: no space left on device',
    ]);
  });

  it('names a sub-phase and the host a command really ran on when they differ', () => {
    const refused = new CommandError({
      host: '10.0.0.11',
      command: 'kubectl delete node worker-2',
      exitCode: 1,
      stderr: 'Unauthorized',
      phase: 'Delete',
    });
    expect(failureReport(new HostsError([{ host: '10.0.0.22', error: refused }], 1, 'Remove hosts'))).toEqual(
      [
        '[Remove hosts] failed on 1 of 1 host:',
        '  10.0.0.22: [Delete] on 10.0.0.11: `kubectl delete node worker-2` exited 1: Unauthorized',
      ],
    );
  });

  it('names the step inside a phase that a fan-out ran', () => {
    const failed = new CommandError({
      host: '10.0.0.2',
      command: "cd '/var/lib/sealos/data/default/rootfs/scripts' && bash init.sh",
      exitCode: 1,
      stderr: 'ERROR [init.sh] containerd did not start\n',
    });
    const error = new PhaseError(
      [],
      'Bootstrap',
      new HostsError([{ host: '10.0.0.2', error: failed }], 2, 'init script'),
    );
    expect(failureReport(error)).toEqual([
      '[Bootstrap] init script: failed on 1 of 2 hosts:',
      "  10.0.0.2: `cd '/var/lib/sealos/data/default/rootfs/scripts' && bash init.sh` exited 1: ERROR [init.sh] containerd did not start",
    ]);
  });

  it('adds cause chains, stack traces and whole outputs with debug only', () => {
    const cause = new Error('socket hang up');
    const error = new PhaseError(
      [],
      'Check hosts',
      new SealosError('cannot connect', { host: 'h:22', cause }),
    );
    expect(failureReport(error)).toEqual(['[Check hosts] h:22: cannot connect']);
    const debug = failureReport(error, { debug: true }).join('\n');
    expect(debug).toContain('caused by: Error: socket hang up');
    expect(debug).toMatch(/\n\s+at /);

    const command = joinFailure('10.77.0.12', preflight('pki/ca.crt'));
    const lines = failureReport(command, { debug: true });
    expect(lines).toContain('  stdout:');
    expect(lines).toContain(
      '  command: kubeadm join --config=/var/lib/sealos/data/default/etc/kubeadm-join-node.yaml -v 0',
    );
  });

  it('bounds the saved condition: each line and the number of lines', () => {
    const failures = Array.from({ length: 60 }, (_, i) => ({
      host: `h${i}`,
      error: new SealosError(`reason ${i} ${'x'.repeat(400)}`),
    }));
    const message = conditionMessage(new HostsError(failures, 60, 'Join'));
    const lines = message.split('\n');
    expect(lines).toHaveLength(40);
    expect(lines.at(-1)).toBe('… 22 more lines');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(300);
    expect(lines[1]).toMatch(/^ {2}h0: reason 0 x+…$/);
  });

  it('keeps hosts that are not consecutive addresses as they are', () => {
    const hostList = (hosts: string[]) =>
      failureReport(
        new HostsError(
          hosts.map((host) => ({ host, error: new SealosError('no space left on device', { host }) })),
          hosts.length,
          'mount',
        ),
      )[1];
    expect(hostList(['10.0.0.1:22', '10.0.0.2:22', '10.0.0.4:22', 'node-a', '10.0.0.5'])).toBe(
      '  5 hosts failed the same way: 10.0.0.1:22, 10.0.0.2:22, 10.0.0.4:22, node-a, 10.0.0.5',
    );
    expect(hostList(['10.0.0.1:22', '10.0.0.2:22', '10.0.0.3:22'])).toBe(
      '  3 hosts failed the same way: 10.0.0.1:22-10.0.0.3:22',
    );
  });
});
