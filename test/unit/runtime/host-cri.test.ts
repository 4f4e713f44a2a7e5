import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  containerdCgroupDriver,
  parseCriProbe,
  probeCriScript,
} from '../../../src/runtime/kubeadm/host-cri.js';

const SEALCTL = fileURLToPath(new URL('../../fixtures/standin-kubeadm/sealctl', import.meta.url));

/** containerd's own `containerd config default` (v1.7), the part sealctl reads, with systemd chosen. */
const CONTAINERD_SYSTEMD = `version = 2
[plugins]
  [plugins."io.containerd.grpc.v1.cri"]
    sandbox_image = "sealos.hub:5000/pause:3.9"
    [plugins."io.containerd.grpc.v1.cri".containerd]
      default_runtime_name = "runc"
      snapshotter = "overlayfs"
      [plugins."io.containerd.grpc.v1.cri".containerd.runtimes]
        [plugins."io.containerd.grpc.v1.cri".containerd.runtimes.runc]
          runtime_type = "io.containerd.runc.v2"
          [plugins."io.containerd.grpc.v1.cri".containerd.runtimes.runc.options]
            SystemdCgroup = true  # as labring's containerd image writes it
`;

describe('the container runtime of a host, as sealctl cri answers', () => {
  it("reads containerd's cgroup driver from the default runtime's options", () => {
    expect(containerdCgroupDriver(CONTAINERD_SYSTEMD)).toBe('systemd');
    expect(
      containerdCgroupDriver(CONTAINERD_SYSTEMD.replace('SystemdCgroup = true', 'SystemdCgroup = false')),
    ).toBe('cgroupfs');
    // Another runtime is the default: runc's options do not count.
    expect(containerdCgroupDriver(CONTAINERD_SYSTEMD.replace('"runc"\n', '"kata"\n'))).toBe('cgroupfs');
    expect(containerdCgroupDriver('')).toBe('cgroupfs');
    expect(
      containerdCgroupDriver(
        '[plugins."io.containerd.grpc.v1.cri".containerd]\ndefault_runtime_name = "runc"\nruntimes.runc.options.SystemdCgroup = true\n',
      ),
    ).toBe('systemd');
  });

  it('parses the probe: sealctl answers, or the shell probe with the containerd config', () => {
    expect(parseCriProbe('socket=/var/run/cri-dockerd.sock\ndriver=cgroupfs\n', 'h', 'Init')).toEqual({
      criSocket: 'unix:///var/run/cri-dockerd.sock',
      cgroupDriver: 'cgroupfs',
    });
    expect(
      parseCriProbe(
        `socket=/run/containerd/containerd.sock\ndriver=\n--- containerd config\n${CONTAINERD_SYSTEMD}`,
        'h',
        'Init',
      ),
    ).toEqual({ criSocket: 'unix:///run/containerd/containerd.sock', cgroupDriver: 'systemd' });
    expect(() => parseCriProbe('socket=\ndriver=systemd\n', '10.0.0.1', 'Join')).toThrow(
      'the CRI socket probe answered "", not a socket path',
    );
    expect(() => parseCriProbe('socket=/run/x.sock\ndriver=weird\n', 'h', 'Join')).toThrow(
      'cgroup driver is "weird"',
    );
  });
});

describe('the stand-in sealctl cri, run by the probe script', () => {
  let root: string | undefined;
  const servers: Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  const probe = (env: NodeJS.ProcessEnv) =>
    execFileSync('bash', ['-c', probeCriScript(SEALCTL)], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });

  async function socketAt(file: string): Promise<void> {
    mkdirSync(path.dirname(file), { recursive: true });
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(file, resolve));
    servers.push(server);
  }

  it('finds containerd by default, and its cgroup driver in config.toml', () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'sealctl-cri-'));
    expect(probe({ STANDIN_ROOT: root })).toBe('socket=/run/containerd/containerd.sock\ndriver=cgroupfs\n');
    mkdirSync(path.join(root, 'etc/containerd'), { recursive: true });
    writeFileSync(path.join(root, 'etc/containerd/config.toml'), CONTAINERD_SYSTEMD);
    expect(probe({ STANDIN_ROOT: root })).toBe('socket=/run/containerd/containerd.sock\ndriver=systemd\n');
  });

  it('answers the one socket there is, and refuses several', async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'sealctl-cri-'));
    await socketAt(path.join(root, 'var/run/crio/crio.sock'));
    expect(
      execFileSync('bash', [SEALCTL, 'cri', 'socket'], {
        env: { ...process.env, STANDIN_ROOT: root },
      }).toString(),
    ).toBe('/var/run/crio/crio.sock\n');
    await socketAt(path.join(root, 'run/containerd/containerd.sock'));
    expect(() => probe({ STANDIN_ROOT: root })).toThrow(/found no single CRI socket/);
  });
});
