import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { shellQuote, withEnv } from '../../../src/hosts/shell.js';
import { renderTree } from '../../../src/render/index.js';
import {
  buildTestClusterImages,
  TEST_KUBE_VERSION,
  type TestClusterImages,
  testImageHostPaths,
} from '../../lab/cluster-images.js';
import { type RegistryLab, startRegistry } from '../../lab/registry.js';
import { describeAsRoot } from '../../lab/root.js';
import { LAB_BRIDGE_IP, type Lab, type LabHost, startLab } from '../../lab/sshd-lab.js';

// The rootfs image's scripts on a real lab host (own network, /usr, /etc, /run), driven over real SSH as a
// sudo user the way the run action drives them: the registry it starts outlives the SSH session and serves
// the image's registry/ on the host's address; init.sh installs into the host's /usr/bin only.
const run = promisify(execFile);
const CLUSTER = 'imagelab';
const ROOTFS = `/var/lib/sealos/data/${CLUSTER}/rootfs`;

describeAsRoot('test cluster images on a lab host', () => {
  let work: string;
  let lab: Lab;
  let registry: RegistryLab;
  let images: TestClusterImages;
  let host: LabHost;
  let env: Record<string, string>;
  let knownHosts: string;

  /** `sudo bash -c '<env> cd <rootfs>/scripts && bash <script>'` over SSH as alice, as the engine runs scripts. */
  async function overSsh(script: string) {
    const command = withEnv(`cd ${ROOTFS}/scripts && bash ${script}`, env);
    return run(
      'ssh',
      [
        '-i',
        lab.credentials.privateKeyPath,
        '-o',
        `UserKnownHostsFile=${knownHosts}`,
        '-o',
        'BatchMode=yes',
        `${lab.credentials.alice.user}@${host.ip}`,
        `sudo bash -c ${shellQuote(command)}`,
      ],
      // Bounded: a registry that kept the session's output open would hang the session here.
      { timeout: 60_000 },
    );
  }

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'cluster-images-lab-'));
    lab = await startLab({ hosts: 1 });
    host = lab.hosts[0] as LabHost;
    knownHosts = path.join(work, 'known_hosts');
    await writeFile(knownHosts, lab.knownHosts());
    registry = await startRegistry({ address: LAB_BRIDGE_IP });
    images = await buildTestClusterImages({ registryHost: registry.host });

    // MountRootfs, done from the machine: the host's /var/lib/sealos is its private folder in the lab dir.
    const layout = path.join(work, 'oci');
    await run('skopeo', ['copy', '--src-tls-verify=false', `docker://${images.rootfs}`, `oci:${layout}:x`]);
    const rootfs = path.join(host.dir, 'private/sealos/data', CLUSTER, 'rootfs');
    await mkdir(path.dirname(rootfs), { recursive: true });
    await run('umoci', ['raw', 'unpack', '--image', `${layout}:x`, path.join(work, 'tree')]);
    await cp(path.join(work, 'tree'), rootfs, { recursive: true });
    const inspected = JSON.parse(
      (await run('skopeo', ['inspect', '--tls-verify=false', `docker://${images.rootfs}`])).stdout,
    ) as { Env: string[] };
    env = {
      ...Object.fromEntries(
        inspected.Env.map((item) => item.split(/=(.*)/s).slice(0, 2) as [string, string]),
      ),
      SEALOS_SYS_KUBE_VERSION: TEST_KUBE_VERSION,
      SEALOS_SYS_RUN_MODE: 'master,registry',
      TEST_HOST_MARK: host.hostname,
    };
    delete env.PATH;
    await renderTree(rootfs, env);
    // What Bootstrap does on a registry host before init-registry: the data link and the htpasswd.
    const hash = (
      await run('/usr/bin/python3', [
        '-W',
        'ignore',
        '-c',
        'import crypt; print(crypt.crypt("passw0rd", crypt.mksalt(crypt.METHOD_BLOWFISH)))',
      ])
    ).stdout.trim();
    await writeFile(path.join(rootfs, 'etc/registry_htpasswd'), `admin:${hash}\n`);
    await lab.check(host, `ln -sfn ${ROOTFS}/registry /var/lib/registry`);
  });

  afterAll(async () => {
    await registry?.stop();
    // The lab kills every process of the host's namespace, the registry init-registry.sh started included.
    await lab?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('check.sh and init-registry.sh: the registry answers on the host address after the SSH session ends', async () => {
    expect((await overSsh('check.sh')).stdout).toContain(`[check.sh ${host.hostname}] ok:`);
    const started = await overSsh('init-registry.sh');
    expect(started.stdout).toContain('on port 5000');
    const { stdout } = await run('skopeo', [
      'inspect',
      '--tls-verify=false',
      '--creds',
      'admin:passw0rd',
      `docker://${host.ip}:5000/library/pause:3.9`,
    ]);
    expect(JSON.parse(stdout).Digest).toBe(images.digests.pause);
    expect((await overSsh('init-registry.sh')).stdout).toContain('registry already running');
    const pid = Number(await lab.check(host, `cat ${testImageHostPaths.registryPidFile}`));
    expect((await lab.processes(host)).find((p) => p.pid === pid)?.args).toMatch(/^docker-registry serve /);

    expect((await overSsh('clean-registry.sh')).stdout).toContain(`registry stopped (pid ${pid})`);
    expect((await lab.processes(host)).some((p) => p.args.startsWith('docker-registry'))).toBe(false);
  });

  it('init.sh installs into the host only, records the host env, fails while fail-init exists; clean.sh undoes it', async () => {
    await overSsh('init.sh');
    expect((await lab.check(host, 'kubeadm version -o short')).trim()).toBe(TEST_KUBE_VERSION);
    const marker = await lab.check(host, `cat ${testImageHostPaths.initMarker(CLUSTER)}`);
    expect(marker).toContain(`runs=1\ncluster=${CLUSTER}\nhost=${host.hostname}\n`);
    expect(marker).toContain(`TEST_HOST_MARK=${host.hostname}\n`);
    // The machine's own /usr/bin is not the host's.
    await expect(readFile('/usr/bin/kubeadm')).rejects.toThrow(/ENOENT/);

    await lab.check(host, `touch ${testImageHostPaths.failInit}`);
    await expect(overSsh('init.sh')).rejects.toThrow(/failing on purpose/);
    await lab.check(host, `rm ${testImageHostPaths.failInit}`);
    await overSsh('init.sh');
    expect(await lab.check(host, `cat ${testImageHostPaths.initMarker(CLUSTER)}`)).toContain('runs=2\n');

    await overSsh('clean.sh');
    const left = await lab.run(host, 'ls /usr/bin/kubeadm /usr/bin/kubectl /etc/sealos-test');
    expect(left.code).not.toBe(0);
    expect(left.stdout).toBe('');
  });
});
