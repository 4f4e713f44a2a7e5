/**
 * The main job on an embedded default: a local lab of three SSH hosts and a registry on this machine, small test
 * cluster images built by our own builder, then the CLI (the same engine as the run action) creating a cluster
 * of one master and two nodes and installing an application image on it. Everything is torn down at the end.
 * kubeadm inside the test images is a stand-in: real kubeadm cannot run in network namespaces.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildTestClusterImages } from '../test/lab/cluster-images.js';
import { startRegistry } from '../test/lab/registry.js';
import { startLab } from '../test/lab/sshd-lab.js';

const cli = path.resolve(import.meta.dirname, '../dist/cli/index.js');

function sealosAction(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  // The lab's throwaway password is still a password: the echoed command line never shows it.
  const shown = args.map((arg, i) => (args[i - 1] === '--passwd' ? '***' : arg));
  console.log(`\n$ sealos-action ${shown.join(' ')}`);
  const child = spawn(process.execPath, [cli, ...args], { stdio: 'inherit', env });
  return new Promise((resolve, reject) =>
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`sealos-action ${args[0]} exited ${code}`)),
    ),
  );
}

if (process.getuid?.() !== 0) {
  console.error('the demo lab needs root (network namespaces and sshd): run `sudo bash scripts/demo.sh`');
  process.exit(1);
}

const work = await mkdtemp(path.join(os.tmpdir(), 'sealos-demo-'));
const lab = await startLab({ hosts: 3 });
const registry = await startRegistry({ address: lab.bridgeIp });
try {
  console.log(
    `lab: ${lab.hosts.map((h) => `${h.hostname} ${h.address}`).join(', ')}; registry ${registry.host}`,
  );
  const images = await buildTestClusterImages({ registryHost: registry.host });
  console.log(`images built and pushed: ${images.rootfs}, ${images.app}`);

  const [master, ...nodes] = lab.hosts;
  const { alice } = lab.credentials;
  const env = { ...process.env, XDG_CACHE_HOME: path.join(work, 'cache') };
  const common = [
    '--masters',
    master!.ip,
    '--nodes',
    nodes.map((n) => n.ip).join(','),
    '--user',
    alice.user,
    '--passwd',
    alice.password,
    '--cluster',
    'demo',
    '--state-dir',
    path.join(work, 'sealos'),
    '--insecure-registry',
    registry.host,
  ];
  await sealosAction(['run', images.rootfs, ...common], env);
  await sealosAction(['run', images.rootfs, images.app, ...common], env);
  await sealosAction(
    [
      'exec',
      '--hosts',
      master!.ip,
      '--user',
      alice.user,
      '--passwd',
      alice.password,
      '--',
      'cat /root/hello-*.txt',
    ],
    env,
  );
  console.log(
    '\nthe saved state (~/.sealos/demo/Clusterfile here under the demo folder), secrets removed:\n',
  );
  console.log(await readFile(path.join(work, 'sealos', 'demo', 'Clusterfile'), 'utf8'));
} finally {
  await lab.stop();
  await registry.stop();
  await rm(work, { recursive: true, force: true });
}
