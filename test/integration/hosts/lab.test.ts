import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { pollUntil } from '../../lab/poll.js';
import { describeAsRoot } from '../../lab/root.js';
import { startLab } from '../../lab/sshd-lab.js';

const run = promisify(execFile);
const netnsList = async () => (await run('ip', ['netns', 'list'])).stdout;
const links = async () => (await run('ip', ['-o', 'link', 'show'])).stdout;
// These tests start labs themselves: room to wait for another process's lab (startLab waits up to 150 s).
const LAB_TEST_TIMEOUT = 400_000;

// The lab itself: hosts are private from each other and from the machine, and nothing is left behind.
describeAsRoot('sshd lab', () => {
  it(
    'gives each host its own hostname, /etc, /usr, users and folders, and stop() removes everything',
    async () => {
      const machinePasswd = await readFile('/etc/passwd', 'utf8');
      const machineHosts = await readFile('/etc/hosts', 'utf8');
      const lab = await startLab({ hosts: 2 });
      const [one, two] = lab.hosts as [(typeof lab.hosts)[0], (typeof lab.hosts)[0]];
      try {
        expect(lab.bridgeIp).toBe('10.77.0.1');
        expect(lab.hosts.map((h) => h.address)).toEqual(['10.77.0.11:22', '10.77.0.12:22']);
        expect(await lab.check(one, 'hostname')).toBe('host1\n');
        await lab.check(one, "sed -i '1i 10.77.0.99 edited' /etc/hosts");
        await lab.check(
          one,
          'echo installed > /usr/bin/lab-test-tool; echo x > /root/file; echo y > /var/lib/sealos/z',
        );
        expect(await lab.check(one, 'grep -c edited /etc/hosts; cat /usr/bin/lab-test-tool')).toBe(
          '1\ninstalled\n',
        );
        expect(
          await lab.check(two, 'grep -c edited /etc/hosts || true; ls /usr/bin/lab-test-tool 2>&1 || true'),
        ).toContain('No such file');
        expect(
          await lab.check(two, 'ls -A /var/lib/sealos /etc/kubernetes /opt /usr/local/bin; ls -A /root'),
        ).toBe('/etc/kubernetes:\n\n/opt:\n\n/usr/local/bin:\n\n/var/lib/sealos:\n.ssh\n');
        expect(await lab.check(two, 'id -u alice >/dev/null && id -u bob >/dev/null && echo users')).toBe(
          'users\n',
        );
        expect(existsSync('/usr/bin/lab-test-tool')).toBe(false);
        expect(await readFile('/etc/passwd', 'utf8')).toBe(machinePasswd);
        expect(await readFile('/etc/hosts', 'utf8')).toBe(machineHosts);
        // A host reaches the bridge address (where tests put a registry) and the other host.
        expect(await lab.check(two, `bash -c 'echo > /dev/tcp/${one.ip}/22' && echo reached`)).toBe(
          'reached\n',
        );
        expect(await lab.check(one, 'ip -4 -o addr show eth0')).toContain('10.77.0.11/24');
      } finally {
        await lab.stop();
      }
      expect(await netnsList()).not.toContain(`salab-${lab.id}`);
      expect(await links()).not.toContain(`salab-${lab.id}`);
      expect(() => process.kill(one.pid, 0)).toThrow();
      expect(existsSync(path.dirname(one.dir))).toBe(false);
    },
    LAB_TEST_TIMEOUT,
  );

  it(
    'cleans up what a crashed earlier lab left: namespace, bridge, processes and folder',
    async () => {
      const id = 'dead00';
      const folder = path.join(os.tmpdir(), `sealos-lab-${id}-crashed`);
      await mkdir(folder, { recursive: true });
      // An owner pid that no longer exists: a finished child of ours.
      const gone = spawn('true');
      await new Promise((resolve) => gone.once('exit', resolve));
      await writeFile(path.join(folder, 'owner.json'), JSON.stringify({ id, pid: gone.pid }));
      await run('ip', ['netns', 'add', `salab-${id}-1`]);
      await run('ip', ['link', 'add', `salab-${id}`, 'type', 'bridge']);
      const sleeper = spawn('ip', ['netns', 'exec', `salab-${id}-1`, 'sleep', '600'], { stdio: 'ignore' });
      // `ip netns exec` enters the namespace a moment after it started: wait until the namespace lists it.
      const inside = await pollUntil(
        async () => (await run('ip', ['netns', 'pids', `salab-${id}-1`])).stdout,
        (pids) => pids.split('\n').includes(String(sleeper.pid)),
        { intervalMs: 50 },
      );
      expect(inside.split('\n')).toContain(String(sleeper.pid));

      const lab = await startLab({ hosts: 1 });
      await lab.stop();
      if (sleeper.exitCode === null && sleeper.signalCode === null)
        await new Promise((resolve) => sleeper.once('exit', resolve));
      expect(sleeper.signalCode).toBe('SIGKILL');
      expect(await netnsList()).not.toContain(`salab-${id}`);
      expect(await links()).not.toContain(`salab-${id}`);
      expect(existsSync(folder)).toBe(false);
    },
    LAB_TEST_TIMEOUT,
  );

  it(
    'a second lab waits until the first one stopped (one subnet, one lab at a time)',
    async () => {
      const first = await startLab({ hosts: 1 });
      let secondStarted = false;
      let waiting: () => void = () => {};
      const secondWaits = new Promise<void>((resolve) => {
        waiting = resolve;
      });
      const second = startLab({ hosts: 1, onWaiting: () => waiting() }).then((lab) => {
        secondStarted = true;
        return lab;
      });
      try {
        // The second found the lock held and waits: it is not up while the first still runs.
        await Promise.race([secondWaits, second]);
        expect(secondStarted).toBe(false);
        expect(await first.check(first.hosts[0]!, 'hostname')).toBe('host1\n');
      } finally {
        await first.stop();
      }
      const lab = await second;
      try {
        expect(lab.hosts[0]!.address).toBe('10.77.0.11:22');
        expect(await lab.check(lab.hosts[0]!, 'ls -A /usr/local/bin')).toBe('');
      } finally {
        await lab.stop();
      }
    },
    LAB_TEST_TIMEOUT,
  );
});
