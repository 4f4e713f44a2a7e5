import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../../src/cli/program.js';
import { ConsoleSink } from '../../src/log/console-sink.js';
import { Logger } from '../../src/log/logger.js';
import { zipEntries } from '../integration/state/zip-entries.js';
import { runnerStep, runStep } from '../lab/action-runner.js';
import { FakeArtifactService, type FakeRun } from '../lab/artifact-service.js';
import { buildTestClusterImages, type TestClusterImages, testImageHostPaths } from '../lab/cluster-images.js';
import { type RegistryLab, startRegistry } from '../lab/registry.js';
import { describeAsRoot } from '../lab/root.js';
import { type Lab, startLab } from '../lab/sshd-lab.js';

const exec = promisify(execFile);
const CLUSTER = 'secrets';
const PROBE = `/var/lib/sealos/data/${CLUSTER}/rootfs/etc/secret-probe.conf`;

/**
 * Every secret a user hands the tool, then every byte the tool wrote, searched for each of them (as is, and
 * base64): the run action from this checkout's sources on real sshd hosts, a registry that wants a login,
 * state and diagnostics as artifacts in the loopback stand-in of GitHub's artifact service. Three workflow
 * runs: a create, an application install, and a third host whose join fails (so the post step collects
 * diagnostics); then the CLI with its password from the environment and from a file. The secrets: bob's SSH
 * password (sudo asks for it), a passphrase-protected key and its passphrase, the registry password, the
 * job's GITHUB_TOKEN and runtime token, and a secret variable of the job. An image template asks for them
 * with `env` too. Searched: the action's stdout and stderr (less its `::add-mask::` commands, which the
 * runner consumes), every file under the job's HOME, temp, cache, state and command files, every artifact
 * (unzipped), and on each host every file written (the overlays' upper folders and private folders, and its
 * own /tmp and /run).
 */
describeAsRoot('secrets in every byte', () => {
  let lab: Lab;
  let open: RegistryLab;
  let registry: RegistryLab;
  let images: TestClusterImages;
  let service: FakeArtifactService;
  let dir: string;
  /** Outside everything searched: the files the test itself writes secrets into. */
  let vault: string;
  let storage: string;
  const logs: string[] = [];
  const registryUser = 'puller';
  const registryPassword = `registry-${randomBytes(12).toString('hex')}`;
  const fakeSecret = `job-secret-${randomBytes(12).toString('hex')}`;
  let apiToken: string;
  const runtimeTokens: string[] = [];
  const ref = (image: string) => image.replace(open.host, registry.host);

  beforeAll(async () => {
    lab = await startLab({ hosts: 3, waitMs: 1_200_000 });
    storage = await mkdtemp(join(tmpdir(), 'secrets-registry-'));
    // Images are built through an open registry; the run pulls the same storage through one that wants a login.
    open = await startRegistry({ address: lab.bridgeIp, storageDir: storage });
    images = await buildTestClusterImages({ registryHost: open.host });
    registry = await startRegistry({
      address: lab.bridgeIp,
      storageDir: storage,
      htpasswd: { user: registryUser, password: registryPassword },
    });
    service = await FakeArtifactService.start();
    apiToken = service.apiToken({ actionsRead: true });
    dir = await mkdtemp(join(tmpdir(), 'secrets-everywhere-'));
    vault = await mkdtemp(join(tmpdir(), 'secrets-vault-'));
  }, 1_500_000);

  afterAll(async () => {
    await lab?.stop();
    await registry?.stop();
    await open?.stop();
    await service?.close();
    for (const folder of [dir, vault, storage])
      if (folder) await rm(folder, { recursive: true, force: true });
  });

  /** Config documents for a run: the probe template on every host, and whatever else the step adds. */
  async function configFile(name: string, extra: string[] = []): Promise<string> {
    const file = join(dir, `${name}-configs.yaml`);
    const probe = [
      'apiVersion: apps.sealos.io/v1beta1',
      'kind: Config',
      'metadata:',
      '  name: secret-probe',
      'spec:',
      `  match: ${ref(images.rootfs)}`,
      '  path: etc/secret-probe.conf.tmpl',
      '  data: |',
      '    token={{ env "GITHUB_TOKEN" }} runtime={{ env "ACTIONS_RUNTIME_TOKEN" }} job={{ env "JOB_SECRET" }}',
      '    password={{ env "INPUT_PASSWORD" }} passphrase={{ env "INPUT_PASSPHRASE" }} registry={{ env "INPUT_REGISTRY-PASSWORD" }}',
      '    expanded={{ expandenv "$GITHUB_TOKEN$JOB_SECRET" }} domain={{ env "registryDomain" }}',
    ];
    await writeFile(file, [probe.join('\n'), ...extra].join('\n---\n'));
    return file;
  }

  async function step(name: string, run: FakeRun, imageList: string[], configs: string, nodes?: string) {
    const { bob } = lab.credentials;
    runtimeTokens.push(run.runtimeToken);
    const runner = await runnerStep(join(dir, name), {
      home: join(dir, 'home'),
      cache: join(dir, 'cache'),
      env: { ...service.env(run, apiToken), JOB_SECRET: fakeSecret },
      inputs: {
        images: imageList.map(ref).join('\n'),
        masters: lab.hosts[0]!.ip,
        nodes: nodes ?? lab.hosts[1]!.ip,
        user: bob.user,
        password: bob.password,
        'private-key': lab.credentials.encryptedPrivateKey,
        passphrase: lab.credentials.passphrase,
        port: '22',
        cluster: CLUSTER,
        'config-files': configs,
        'host-key-policy': 'accept-new',
        'registry-username': registryUser,
        'registry-password': registryPassword,
        'insecure-registries': registry.host,
        concurrency: '16',
        timeout: '30',
        state: 'artifact',
        diagnostics: 'true',
      },
    });
    const main = await runStep(runner, 'run/main');
    logs.push(main.stdout, main.stderr);
    const post = await runStep(runner, 'run/post', { saved: main.saved });
    logs.push(post.stdout, post.stderr);
    return { main, post, output: main.outputs };
  }

  const secretsOf = () => {
    const { bob, encryptedPrivateKey, passphrase } = lab.credentials;
    const keyLines = encryptedPrivateKey
      .split('\n')
      .filter((line) => line.length >= 20 && !line.startsWith('-----'));
    return {
      'SSH password': bob.password,
      'key passphrase': passphrase,
      'registry password': registryPassword,
      'registry login (basic auth)': `${registryUser}:${registryPassword}`,
      GITHUB_TOKEN: apiToken,
      'job secret': fakeSecret,
      ...Object.fromEntries(runtimeTokens.map((token, i) => [`runtime token ${i + 1}`, token])),
      ...Object.fromEntries(keyLines.map((line, i) => [`private key line ${i + 1}`, line])),
    };
  };

  /** Each secret and its base64, as needles with a name. */
  const needles = (secrets: Record<string, string>) =>
    Object.entries(secrets).flatMap(([name, value]) => [
      [name, value],
      [`${name} (base64)`, Buffer.from(value).toString('base64').replace(/=+$/, '')],
    ]) as [string, string][];

  function found(text: Buffer | string, within: string, list: [string, string][]): string[] {
    const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text);
    return list.filter(([, value]) => bytes.includes(value)).map(([name]) => `${name} in ${within}`);
  }

  /** Files under `folders` (on this machine) holding any needle: grep streams, whatever their size. */
  async function grepFolders(folders: string[], list: [string, string][]): Promise<string[]> {
    const patterns = join(vault, `patterns-${randomBytes(4).toString('hex')}`);
    await writeFile(patterns, `${list.map(([, value]) => value).join('\n')}\n`);
    const hits = await exec('grep', ['-rlFa', '--no-messages', '-f', patterns, ...folders], {
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      ({ stdout }) => stdout.split('\n').filter(Boolean),
      (error: { code?: number; stdout?: string }) => {
        if (error.code === 1) return [];
        throw error;
      },
    );
    const named: string[] = [];
    for (const file of hits) named.push(...found(await readFile(file), file, list));
    return named;
  }

  it('creates the cluster with every secret in play', { timeout: 600_000 }, async () => {
    const create = await step('create', service.startRun(), [images.rootfs], await configFile('create'));
    expect(create.main.status, create.main.stdout + create.main.stderr).toBe(0);
    expect(create.output.phase).toBe('ClusterSuccess');
    // The probe rendered on every host with the cluster's env: the runner's variables give nothing.
    for (const host of lab.hosts.slice(0, 2))
      expect(await lab.check(host, `cat ${PROBE}`)).toBe(
        'token= runtime= job=\npassword= passphrase= registry=\nexpanded= domain=sealos.hub\n',
      );
  });

  it('installs an application image from the saved state', { timeout: 600_000 }, async () => {
    const app = await step('app', service.startRun(), [images.rootfs, images.app], await configFile('app'));
    expect(app.main.status, app.main.stdout + app.main.stderr).toBe(0);
    expect(JSON.parse(app.output.plan ?? '{}')).toMatchObject({ imagesToInstall: [ref(images.app)] });
  });

  it('a failed join leaves diagnostics, with the join token masked', { timeout: 600_000 }, async () => {
    // The rootfs init.sh of the test image fails on a host that has this file: the third host cannot join.
    await lab.check(lab.hosts[2]!, `mkdir -p /etc/sealos-test && touch ${testImageHostPaths.failInit}`);
    const failed = await step(
      'join',
      service.startRun(),
      [images.rootfs, images.app],
      await configFile('join'),
      `${lab.hosts[1]!.ip},${lab.hosts[2]!.ip}`,
    );
    expect(failed.main.status, failed.main.stdout).toBe(1);
    expect(failed.output.phase).toBe('ClusterFailed');
    expect(failed.post.status, failed.post.stdout + failed.post.stderr).toBe(0);
    const diagnostics = service.artifacts.find(
      (artifact) => artifact.name === `sealos-diagnostics-${CLUSTER}`,
    );
    expect(diagnostics?.blob, failed.post.stdout).toBeDefined();
    const configs = [...zipEntries(diagnostics!.blob!)]
      .filter(([name]) => name.endsWith('configs.txt'))
      .map(([, bytes]) => bytes.toString('utf8'))
      .join('\n');
    expect(configs).toContain('kubeadm-join-node.yaml');
    expect(configs).toMatch(/token: \*\*\*/);
  });

  it('the CLI takes the password from the environment or a file, never from argv', async () => {
    const { bob } = lab.credentials;
    const file = join(vault, 'password');
    await writeFile(file, `${bob.password}\n`, { mode: 0o600 });
    const saved = process.env.SEALOS_PASSWORD;
    try {
      for (const source of [['--password-file', file], []]) {
        if (source.length === 0) process.env.SEALOS_PASSWORD = bob.password;
        let output = '';
        let stdout = '';
        const stderr = new Writable({
          write(chunk, _encoding, done) {
            output += String(chunk);
            done();
          },
        });
        const status = await runCli(
          [
            'exec',
            '--hosts',
            lab.hosts[0]!.address,
            '-u',
            bob.user,
            '--host-key-policy',
            'insecure',
            ...source,
            'id -u',
          ],
          {
            logger: new Logger(new ConsoleSink(false, stderr)),
            stdout: (text) => {
              stdout += text;
            },
          },
        );
        logs.push(output, stdout);
        expect(status, output).toBe(0);
        expect(stdout).toContain('0');
      }
    } finally {
      if (saved === undefined) delete process.env.SEALOS_PASSWORD;
      else process.env.SEALOS_PASSWORD = saved;
    }
  });

  it('no secret in any byte written: logs, command files, state, caches, artifacts, hosts', {
    timeout: 600_000,
  }, async () => {
    const list = needles(secretsOf());
    const leaks: string[] = [];
    const withoutMasks = (text: string) =>
      text
        .split('\n')
        .filter((line) => !line.startsWith('::add-mask::'))
        .join('\n');
    for (const [index, text] of logs.entries())
      leaks.push(...found(withoutMasks(text), `log ${index}`, list));

    // The join token master0 minted: masked in the artifacts and logs too (it lives in the hosts' configs).
    const joinConfig = await lab.check(
      lab.hosts[1]!,
      `cat /var/lib/sealos/data/${CLUSTER}/etc/kubeadm-join-node.yaml`,
    );
    const joinToken = /token: "?([a-z0-9]{6}\.[a-z0-9]{16})/.exec(joinConfig)?.[1];
    expect(joinToken, joinConfig).toBeDefined();
    const withToken = [...list, ['join token', joinToken!] as [string, string]];
    for (const [index, text] of logs.entries())
      leaks.push(...found(withoutMasks(text), `log ${index}`, [['join token', joinToken!]]));

    // Every file the job's steps wrote: HOME, caches, RUNNER_TEMP, GITHUB_OUTPUT/STATE/ENV, job summaries.
    leaks.push(...(await grepFolders([dir], list)));

    for (const artifact of service.artifacts) {
      leaks.push(...found(artifact.blob ?? Buffer.alloc(0), `artifact ${artifact.name}`, withToken));
      for (const [name, bytes] of zipEntries(artifact.blob ?? Buffer.alloc(0)))
        leaks.push(...found(bytes, `artifact ${artifact.name}: ${name}`, withToken));
    }

    const patterns = `${list.map(([, value]) => value).join('\n')}\n`;
    for (const host of lab.hosts) {
      // What the host wrote to its disk lands in its overlays' upper folders and private folders here.
      leaks.push(...(await grepFolders([host.dir], list)));
      const inside = await lab.run(host, 'grep -rlFa --no-messages -f /dev/stdin /tmp /run', patterns);
      leaks.push(
        ...inside.stdout
          .split('\n')
          .filter(Boolean)
          .map((file) => `a secret in ${host.ip}:${file}`),
      );
      // The walk is not vacuous: the rendered rootfs is there (on the third host too: it failed after the copy).
      expect(await lab.check(host, `test -f ${PROBE} && echo found`)).toBe('found\n');
    }
    expect(leaks).toEqual([]);

    // Controls: the same searches find a secret where one is, and see what the tool wrote on a host.
    expect(logs.some((text) => found(text, 'log', list).length > 0)).toBe(true);
    expect(await grepFolders([join(vault, 'password')], list)).toEqual([
      `SSH password in ${join(vault, 'password')}`,
    ]);
    expect(await grepFolders([lab.hosts[0]!.dir], [['probe', 'domain=sealos.hub']])).toEqual([
      expect.stringMatching(/^probe in .*\/etc\/secret-probe\.conf$/),
    ]);
    expect(service.artifacts.map((artifact) => artifact.name)).toEqual(
      expect.arrayContaining([`sealos-${CLUSTER}`, `sealos-diagnostics-${CLUSTER}`]),
    );
  });
});
