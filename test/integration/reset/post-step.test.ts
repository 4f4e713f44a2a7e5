import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SshExecutor } from '../../../src/hosts/ssh-executor.js';
import { acquireClusterLock } from '../../../src/lock/cluster-lock.js';
import { lockPath, parseLockRecord } from '../../../src/lock/lock-script.js';
import { FakeArtifactService } from '../../lab/artifact-service.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { describeAsRoot } from '../../lab/root.js';
import { type Lab, type LabHost, startLab } from '../../lab/sshd-lab.js';
import { zipEntries } from '../state/zip-entries.js';

// The real @actions/artifact against the loopback stand-in of GitHub's artifact service; @actions/github
// reads GITHUB_API_URL once when first loaded, so the variable is set before the modules are imported.
const service = await FakeArtifactService.start();
const envBefore = { ...process.env };
process.env.GITHUB_API_URL = service.url;
const { runPostStep } = await import('../../../src/post-step/post-step.js');
const { uploadDiagnostics } = await import('../../../src/post-step/upload-diagnostics.js');

const CLUSTER = 'diag';
const DATA = `/var/lib/sealos/data/${CLUSTER}`;
/** Secrets the run knew: they must not reach the artifact, even where a host's file holds them. */
const BOOTSTRAP_TOKEN = 'abcdef.0123456789abcdef';
const KEY_DATA = 'LS0tLS1CRUdJTiBQUklWQVRFIEtFWS0tLS0tUHJpdmF0ZUtleURhdGE=';
/** A k3s cluster's token files: the post step's logger does not know them, so they must not be collected. */
const K3S_TOKENS = ['1f'.repeat(32), '2e'.repeat(32)];

/**
 * The run action's post step after a failed run, on a real sshd host: it releases the lock the main step
 * left, collects diagnostics from every host (one of them down) and uploads them with the real
 * @actions/artifact to the fake service.
 */
describeAsRoot('post step on the lab', () => {
  let lab: Lab;
  let host: LabHost;
  let work: string;

  beforeAll(async () => {
    lab = await startLab({ hosts: 2, waitMs: 1_200_000 });
    host = lab.hosts[0]!;
    // The second host is down (its link is): the node the post step cannot reach.
    await lab.setLink(lab.hosts[1]!, 'down');
    work = await mkdtemp(path.join(os.tmpdir(), 'sealos-post-step-'));
    // What a failed create leaves: rendered kubeadm configs (one holding the bootstrap token) and, where it
    // got that far, an admin kubeconfig and the registry's htpasswd, which must never be collected.
    await lab.check(
      host,
      [
        `mkdir -p ${DATA}/etc ${DATA}/rootfs/etc`,
        `printf 'kind: InitConfiguration\\nbootstrapTokens:\\n- token: ${BOOTSTRAP_TOKEN}\\n' > ${DATA}/etc/kubeadm-init.yaml`,
        `printf 'users:\\n- user:\\n    client-key-data: ${KEY_DATA}\\n' > ${DATA}/etc/admin.conf`,
        `printf 'admin:$2y$10$abcdefghijklmnopqrstuv\\n' > ${DATA}/etc/registry_htpasswd`,
        `printf '${K3S_TOKENS[0]}\\n' > ${DATA}/etc/token`,
        `printf '${K3S_TOKENS[1]}\\n' > ${DATA}/etc/agent-token`,
      ].join('\n'),
    );
  }, 1_500_000);

  afterAll(async () => {
    for (const key of Object.keys(process.env)) if (!(key in envBefore)) delete process.env[key];
    Object.assign(process.env, envBefore);
    await lab?.stop();
    await service.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('releases the lock left behind and uploads masked diagnostics of every host', async () => {
    const { alice } = lab.credentials;
    const down = lab.hosts[1]!.address;
    const clusterfile = path.join(work, 'desired-Clusterfile');
    await writeFile(
      clusterfile,
      [
        'apiVersion: apps.sealos.io/v1beta1',
        'kind: Cluster',
        'metadata:',
        `  name: ${CLUSTER}`,
        'spec:',
        '  hosts:',
        `    - ips: [${host.address}]`,
        '      roles: [master, amd64]',
        `    - ips: [${down}]`,
        '      roles: [node, amd64]',
        '',
      ].join('\n'),
    );
    // The main step took the lock and died before releasing it.
    const main = await SshExecutor.connect(host.address, {
      credentials: { user: alice.user, password: alice.password },
      hostKey: { policy: 'insecure' },
    });
    const lock = await acquireClusterLock({
      executor: main,
      cluster: CLUSTER,
      owner: 'workflow run 5 attempt 1 job e2e',
      logger: memoryLogger().logger,
      timeoutMs: 0,
    });

    const run = service.startRun();
    Object.assign(process.env, service.env(run, service.apiToken({ actionsRead: true })), {
      RUNNER_TEMP: work,
    });
    const { logger, sink } = memoryLogger();
    logger.addSecret(BOOTSTRAP_TOKEN);
    logger.addSecret(KEY_DATA);
    await runPostStep(
      {
        cluster: CLUSTER,
        master0: host.address,
        lockToken: lock.token,
        clusterfile,
        phase: 'ClusterFailed',
        failedPhase: 'Init',
        localHost: '',
      },
      {
        ssh: { user: alice.user, password: alice.password },
        hostKeyPolicy: 'insecure',
        state: { choice: 'none' },
        lockTimeoutMinutes: 0,
        diagnostics: true,
        cleanup: false,
      },
      logger,
      { upload: (cluster, files, root) => uploadDiagnostics(cluster, files, root, logger), tempDir: work },
    );

    const lockFile = await main.run(`cat ${lockPath(CLUSTER)} 2>/dev/null`, { check: false });
    expect(parseLockRecord(lockFile.stdout)).toBeUndefined();
    await main.close();

    const artifact = service.artifacts.find((a) => a.name === `sealos-diagnostics-${CLUSTER}`);
    expect(artifact?.blob, sink.lines.join('\n')).toBeDefined();
    const entries = zipEntries(artifact!.blob!);
    const hostDir = host.address.replace(/[^A-Za-z0-9_.-]/g, '_');
    const downDir = down.replace(/[^A-Za-z0-9_.-]/g, '_');
    expect([...entries.keys()].sort()).toEqual(
      [
        'failure.txt',
        `${downDir}/unreachable.txt`,
        ...['configs.txt', 'disk.txt', 'kubelet-journal.txt', 'memory.txt', 'units.txt'].map(
          (file) => `${hostDir}/${file}`,
        ),
      ].sort(),
    );
    const text = (name: string) => entries.get(name)?.toString('utf8') ?? '';
    expect(text('failure.txt')).toContain('ClusterFailed, failed phase: Init');
    expect(text(`${hostDir}/configs.txt`)).toContain(`=== ${DATA}/etc/kubeadm-init.yaml`);
    expect(text(`${hostDir}/configs.txt`)).toContain('- token: ***');
    expect(text(`${hostDir}/configs.txt`)).not.toContain('admin.conf');
    expect(text(`${hostDir}/configs.txt`)).not.toContain('htpasswd');
    expect(text(`${hostDir}/disk.txt`)).toMatch(/Filesystem/);
    expect(text(`${hostDir}/memory.txt`)).toMatch(/Mem/);
    const everything = [...entries.values()].map((data) => data.toString('utf8')).join('\n');
    expect(text(`${hostDir}/configs.txt`)).not.toContain(`${DATA}/etc/token`);
    for (const secret of [BOOTSTRAP_TOKEN, KEY_DATA, alice.password, '$2y$10$', ...K3S_TOKENS])
      expect(everything).not.toContain(secret);
  });

  it('with cleanup, resets the cluster at the end of the job', async () => {
    const { alice } = lab.credentials;
    const clusterfile = path.join(work, 'cleanup-Clusterfile');
    await writeFile(
      clusterfile,
      [
        'apiVersion: apps.sealos.io/v1beta1',
        'kind: Cluster',
        'metadata:',
        `  name: ${CLUSTER}`,
        'spec:',
        '  hosts:',
        `    - ips: [${host.address}]`,
        '      roles: [master, amd64]',
        '',
      ].join('\n'),
    );
    await lab.check(
      host,
      `mkdir -p ${DATA}/rootfs && printf '${host.ip} apiserver.cluster.local\\n' >> /etc/hosts`,
    );
    const { logger, sink } = memoryLogger();
    await runPostStep(
      {
        cluster: CLUSTER,
        master0: host.address,
        lockToken: '',
        clusterfile,
        phase: 'ClusterSuccess',
        failedPhase: '',
        localHost: '',
      },
      {
        ssh: { user: alice.user, password: alice.password },
        hostKeyPolicy: 'insecure',
        state: { choice: 'none' },
        lockTimeoutMinutes: 0,
        diagnostics: true,
        cleanup: true,
      },
      logger,
      {
        upload: () => Promise.reject(new Error('a successful run uploads no diagnostics')),
        tempDir: work,
      },
    );
    expect((await lab.run(host, `test -e ${DATA}`)).code, sink.lines.join('\n')).not.toBe(0);
    expect(await lab.check(host, 'cat /etc/hosts')).not.toContain('apiserver.cluster.local');
    expect(sink.lines.join('\n')).toContain(`[${host.address}] clean`);
  });
});
