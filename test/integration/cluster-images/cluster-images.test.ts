import { execFile, execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTemplateText, renderTree } from '../../../src/render/index.js';
import {
  buildTestClusterImages,
  TEST_KUBE_VERSION,
  type TestClusterImages,
  testImageHostPaths,
} from '../../lab/cluster-images.js';
import { type RegistryLab, startRegistry } from '../../lab/registry.js';

// The test cluster images, built by our builder into the real docker-registry, read back by skopeo and umoci,
// and their scripts run for real with bash in a temporary host root (STANDIN_ROOT).
const run = promisify(execFile);
const STANDINS = path.resolve('test/fixtures/standin-kubeadm');
const FIXTURES = path.resolve('test/fixtures/cluster-images');

let work: string;
let registry: RegistryLab;
let images: TestClusterImages;
/** Unpacked image trees, by image. */
const unpacked: Record<'rootfs' | 'patch' | 'app', string> = { rootfs: '', patch: '', app: '' };

interface Inspected {
  Digest: string;
  Labels: Record<string, string>;
  Env: string[];
}

async function inspect(reference: string): Promise<Inspected & { config: { Cmd?: string[] } }> {
  const [plain, config] = await Promise.all([
    run('skopeo', ['inspect', '--tls-verify=false', `docker://${reference}`]),
    run('skopeo', ['inspect', '--tls-verify=false', '--config', `docker://${reference}`]),
  ]);
  return { ...JSON.parse(plain.stdout), config: JSON.parse(config.stdout).config };
}

async function unpack(reference: string, name: string): Promise<string> {
  const layout = path.join(work, `${name}-oci`);
  await run('skopeo', ['copy', '--src-tls-verify=false', `docker://${reference}`, `oci:${layout}:x`]);
  const tree = path.join(work, `${name}-tree`);
  await run('umoci', ['raw', 'unpack', '--image', `${layout}:x`, tree]);
  return tree;
}

function envMap(env: string[]): Record<string, string> {
  return Object.fromEntries(
    env.map((item) => [item.slice(0, item.indexOf('=')), item.slice(item.indexOf('=') + 1)]),
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '0.0.0.0', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function v2Status(port: number): Promise<number | 'down'> {
  return new Promise((resolve) => {
    const request = http.get(`http://127.0.0.1:${port}/v2/`, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve('down'));
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** `bash <script>` in `cwd` with exactly `env` (plus PATH): what sealos does, minus SSH. */
async function bash(cwd: string, script: string, env: Record<string, string>) {
  return run('bash', [script], {
    cwd,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
    timeout: 30_000,
  });
}

async function bashFails(cwd: string, script: string, env: Record<string, string>): Promise<string> {
  const error = await bash(cwd, script, env).then(
    () => undefined,
    (failure: { stderr: string; code: number }) => failure,
  );
  expect(error, `${script} should fail`).toBeDefined();
  return error?.stderr ?? '';
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'cluster-images-'));
  registry = await startRegistry();
  images = await buildTestClusterImages({ registryHost: registry.host, workDir: path.join(work, 'build') });
  unpacked.rootfs = await unpack(images.rootfs, 'rootfs');
  unpacked.patch = await unpack(images.patch, 'patch');
  unpacked.app = await unpack(images.app, 'app');
}, 120_000);

afterAll(async () => {
  await registry?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('test cluster images in the registry', () => {
  it('names the images under the registry host', () => {
    expect(images.rootfs).toBe(`${registry.host}/labring-test/kubernetes:v1.27.7`);
    expect(images.patch).toBe(`${registry.host}/labring-test/kubernetes-patch:v1`);
    expect(images.app).toBe(`${registry.host}/labring-test/hello-app:v1`);
    expect(images.pause).toBe(`${registry.host}/library/pause:3.9`);
  });

  it('gives the rootfs image the labels and env of a labring kubernetes image', async () => {
    const rootfs = await inspect(images.rootfs);
    expect(rootfs.Digest).toBe(images.digests.rootfs);
    expect(rootfs.Labels).toEqual({
      'sealos.io.type': 'rootfs',
      'sealos.io.version': 'v1beta1',
      'sealos.io.distribution': 'kubernetes',
      version: TEST_KUBE_VERSION,
      image: 'sealos.hub:5000/sealos/lvscare:v4.3.7',
      vip: '$defaultVIP',
      check: 'check.sh',
      'init-registry': 'init-registry.sh',
      'clean-registry': 'clean-registry.sh',
      init: 'init.sh',
      clean: 'clean.sh',
    });
    expect(envMap(rootfs.Env)).toMatchObject({
      defaultVIP: '10.103.97.2',
      criData: '/var/lib/containerd',
      registryData: '/var/lib/registry',
      registryConfig: '/etc/registry',
      registryDomain: 'sealos.hub',
      registryPort: '5000',
      registryUsername: 'admin',
      registryPassword: 'passw0rd',
      SEALOS_SYS_CRI_ENDPOINT: '/var/run/containerd/containerd.sock',
      SEALOS_SYS_IMAGE_ENDPOINT: '/var/run/image-cri-shim.sock',
    });
    expect(rootfs.config.Cmd).toBeUndefined();
  });

  it('gives the patch and application images their type, env and CMD', async () => {
    const patch = await inspect(images.patch);
    expect(patch.Labels).toEqual({ 'sealos.io.type': 'patch' });
    expect(patch.config.Cmd).toEqual(['bash scripts/patch-applied.sh']);
    const app = await inspect(images.app);
    expect(app.Labels).toEqual({ 'sealos.io.type': 'application' });
    expect(envMap(app.Env)).toMatchObject({ HELLO_NAME: 'world' });
    expect(app.config.Cmd).toEqual(['bash scripts/hello.sh']);
  });

  it('builds reproducibly: a second call, without the first one’s work folder, gives the same digests', async () => {
    const again = await buildTestClusterImages({ registryHost: registry.host });
    expect(again.digests).toEqual(images.digests);
  });
});

describe('image contents', () => {
  it('puts the stand-in programs, statics, templates and scripts where a labring rootfs has them', async () => {
    const root = unpacked.rootfs;
    for (const [inImage, standin] of [
      ['bin/kubeadm', 'kubeadm'],
      ['bin/kubectl', 'kubectl'],
      ['opt/sealctl', 'sealctl'],
    ] as const) {
      expect(await readFile(path.join(root, inImage), 'utf8')).toBe(
        await readFile(path.join(STANDINS, standin), 'utf8'),
      );
      expect((await stat(path.join(root, inImage))).mode & 0o111).toBe(0o111);
    }
    expect((await readdir(path.join(root, 'scripts'))).sort()).toEqual([
      'check.sh',
      'clean-registry.sh',
      'clean.sh',
      'common.sh',
      'init-registry.sh',
      'init.sh',
    ]);
    expect((await readdir(path.join(root, 'etc'))).sort()).toEqual([
      'hosts-marker.conf.tmpl',
      'kubelet-flags.env.tmpl',
      'registry.yml.tmpl',
      'registry_config.yml.tmpl',
    ]);
    expect(await exists(path.join(root, 'statics/audit-policy.yml'))).toBe(true);
    expect(await readFile(path.join(root, 'images/shim/DefaultImageList'), 'utf8')).toContain(
      `${registry.host}/library/pause:3.9`,
    );
  });

  it('saves the pause image into registry/ in the docker-distribution layout', async () => {
    const repository = path.join(unpacked.rootfs, 'registry/docker/registry/v2/repositories/library/pause');
    const link = await readFile(path.join(repository, '_manifests/tags/3.9/current/link'), 'utf8');
    expect(link).toBe(images.digests.pause);
    const hex = images.digests.pause.slice('sha256:'.length);
    expect(
      await exists(
        path.join(unpacked.rootfs, `registry/docker/registry/v2/blobs/sha256/${hex.slice(0, 2)}/${hex}/data`),
      ),
    ).toBe(true);
    // The application image carries its own copy, saved from its images/shim list (its manifest's
    // sealos.hub image is in .sealignore).
    expect(
      await readFile(
        path.join(
          unpacked.app,
          'registry/docker/registry/v2/repositories/library/pause/_manifests/tags/3.9/current/link',
        ),
        'utf8',
      ),
    ).toBe(images.digests.pause);
    expect(await readFile(path.join(unpacked.app, 'manifests/hello.yaml'), 'utf8')).toMatch(
      /image: sealos\.hub:5000\//,
    );
  });

  it('serves the saved pause image from a second docker-registry over a copy of registry/', async () => {
    const copy = path.join(work, 'registry-copy');
    await cp(path.join(unpacked.rootfs, 'registry'), copy, { recursive: true });
    const second = await startRegistry({ storageDir: copy });
    try {
      const target = path.join(work, 'pause-from-copy');
      await run('skopeo', [
        'copy',
        '--src-tls-verify=false',
        `docker://${second.host}/library/pause:3.9`,
        `oci:${target}:x`,
      ]);
      const { stdout } = await run('skopeo', ['inspect', `oci:${target}:x`]);
      expect(JSON.parse(stdout).Digest).toBe(images.digests.pause);
    } finally {
      await second.stop();
    }
  });

  it('overlays etc/patched.conf and a patched audit policy', async () => {
    expect(await readFile(path.join(unpacked.patch, 'etc/patched.conf'), 'utf8')).toContain(
      'patched-by=labring-test/kubernetes-patch:v1',
    );
    const original = await readFile(path.join(unpacked.rootfs, 'statics/audit-policy.yml'), 'utf8');
    const patched = await readFile(path.join(unpacked.patch, 'statics/audit-policy.yml'), 'utf8');
    expect(patched).not.toBe(original);
    expect(patched).toContain('# patched by labring-test/kubernetes-patch:v1');
  });
});

describe('the scripts, run for real in a temporary host root', () => {
  let hostRoot: string;
  let rootfs: string;
  let env: Record<string, string>;
  let port: number;

  beforeAll(async () => {
    hostRoot = path.join(work, 'host');
    // The cluster is the folder above the rootfs, as on a host: /var/lib/sealos/data/<cluster>/rootfs.
    rootfs = path.join(hostRoot, 'var/lib/sealos/data/lab1/rootfs');
    await mkdir(path.dirname(rootfs), { recursive: true });
    await cp(unpacked.rootfs, rootfs, { recursive: true });
    // Bootstrap links registryData to the rootfs registry/ and writes etc/registry_htpasswd before init-registry.
    const registryData = path.join(hostRoot, 'var/lib/registry');
    await mkdir(path.dirname(registryData), { recursive: true });
    await symlink(path.join(rootfs, 'registry'), registryData);
    port = await freePort();
    env = {
      ...envMap((await inspect(images.rootfs)).Env),
      SEALOS_SYS_KUBE_VERSION: TEST_KUBE_VERSION,
      SEALOS_SYS_RUN_MODE: 'master,registry',
      TEST_HOST_MARK: 'first-host',
      TEST_FROM_CLUSTERFILE: 'spec env value',
      registryPort: String(port),
      registryData,
      registryConfig: path.join(hostRoot, 'etc/registry'),
      STANDIN_ROOT: hostRoot,
    };
    delete env.PATH;
    await renderTree(rootfs, env);
  });

  afterAll(async () => {
    // A failed assertion must not leave the registry running.
    const pidFile = path.join(hostRoot, testImageHostPaths.registryPidFile);
    if (await exists(pidFile)) {
      const pid = Number(await readFile(pidFile, 'utf8'));
      if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
  });

  it('renders the registry settings, the per-host marker and the version branch of the kubelet flags', async () => {
    expect(await readFile(path.join(rootfs, 'etc/registry.yml'), 'utf8')).toBe(
      `domain: sealos.hub\nport: "${port}"\nusername: "admin"\npassword: "passw0rd"\ndata: "${env.registryData}"\n`,
    );
    const config = await readFile(path.join(rootfs, 'etc/registry_config.yml'), 'utf8');
    expect(config).toContain(`  addr: :${port}\n`);
    expect(config).toContain(`    rootdirectory: ${env.registryData}\n`);
    expect(config).toContain(`    path: ${env.registryConfig}/registry_htpasswd\n`);
    expect(await readFile(path.join(rootfs, testImageHostPaths.renderedHostMarker), 'utf8')).toContain(
      'run-mode=master,registry\nkube-version=v1.27.7\nhost-mark=first-host\n',
    );
    expect(await readFile(path.join(rootfs, 'etc/kubelet-flags.env'), 'utf8')).toBe(
      'KUBELET_EXTRA_ARGS="--container-runtime-endpoint=unix:///var/run/containerd/containerd.sock --image-service-endpoint=unix:///var/run/image-cri-shim.sock"\n',
    );
    const template = await readFile(path.join(FIXTURES, 'rootfs/etc/kubelet-flags.env.tmpl'), 'utf8');
    expect(
      renderTemplateText('kubelet-flags.env.tmpl', template, { ...env, SEALOS_SYS_KUBE_VERSION: 'v1.25.16' }),
    ).toMatch(/^KUBELET_EXTRA_ARGS="--container-runtime=remote /);
  });

  it('check.sh describes the host', async () => {
    const { stdout } = await bash(path.join(rootfs, 'scripts'), 'check.sh', env);
    expect(stdout).toMatch(/\[check\.sh .+\] ok: .+, bash \d/);
    expect(stdout).toContain(`cluster lab1, rootfs ${rootfs}`);
  });

  it('init-registry.sh starts docker-registry on the rendered port, once; clean-registry.sh stops it', async () => {
    const scripts = path.join(rootfs, 'scripts');
    expect(await bashFails(scripts, 'init-registry.sh', env)).toContain('etc/registry_htpasswd is missing');
    const hash = execFileSync(
      '/usr/bin/python3',
      [
        '-W',
        'ignore',
        '-c',
        'import crypt; print(crypt.crypt("passw0rd", crypt.mksalt(crypt.METHOD_BLOWFISH)))',
      ],
      { encoding: 'utf8' },
    ).trim();
    await writeFile(path.join(rootfs, 'etc/registry_htpasswd'), `admin:${hash}\n`);

    const started = await bash(scripts, 'init-registry.sh', env);
    expect(started.stdout).toContain(`on port ${port}`);
    const pidFile = path.join(hostRoot, testImageHostPaths.registryPidFile);
    const pid = Number(await readFile(pidFile, 'utf8'));
    expect(alive(pid)).toBe(true);
    expect(await v2Status(port)).toBe(401);
    // It serves the rootfs registry/ through the registryData link, behind the htpasswd login.
    const { stdout } = await run('skopeo', [
      'inspect',
      '--tls-verify=false',
      '--creds',
      'admin:passw0rd',
      `docker://127.0.0.1:${port}/library/pause:3.9`,
    ]);
    expect(JSON.parse(stdout).Digest).toBe(images.digests.pause);

    const again = await bash(scripts, 'init-registry.sh', env);
    expect(again.stdout).toContain(`registry already running (pid ${pid})`);
    expect(Number(await readFile(pidFile, 'utf8'))).toBe(pid);

    const stopped = await bash(scripts, 'clean-registry.sh', env);
    expect(stopped.stdout).toContain(`registry stopped (pid ${pid})`);
    expect(alive(pid)).toBe(false);
    expect(await v2Status(port)).toBe('down');
    expect(await exists(pidFile)).toBe(false);
    expect(await exists(path.join(env.registryConfig as string, 'config.yml'))).toBe(false);
    expect((await bash(scripts, 'clean-registry.sh', env)).stdout).toContain('registry not running');
  });

  it('init.sh installs the stand-ins and records its env; fail-init makes it fail; clean.sh undoes it', async () => {
    const scripts = path.join(rootfs, 'scripts');
    const marker = path.join(hostRoot, testImageHostPaths.initMarker('lab1'));
    await bash(scripts, 'init.sh', env);
    for (const program of testImageHostPaths.installedPrograms)
      expect(await readFile(path.join(hostRoot, program), 'utf8')).toBe(
        await readFile(path.join(STANDINS, path.basename(program)), 'utf8'),
      );
    const version = await run(path.join(hostRoot, '/usr/bin/kubeadm'), ['version', '-o', 'short'], {
      env: { ...process.env, STANDIN_ROOT: hostRoot },
    });
    expect(version.stdout.trim()).toBe(TEST_KUBE_VERSION);
    const first = await readFile(marker, 'utf8');
    expect(first).toContain('runs=1\ncluster=lab1\n');
    expect(first).toContain(`rootfs=${rootfs}\n`);
    expect(first).toContain('SEALOS_SYS_KUBE_VERSION=v1.27.7\nSEALOS_SYS_RUN_MODE=master,registry\n');
    expect(first).toContain('TEST_FROM_CLUSTERFILE=spec env value\nTEST_HOST_MARK=first-host\n');
    await bash(scripts, 'init.sh', env);
    expect(await readFile(marker, 'utf8')).toContain('runs=2\n');

    const failSwitch = path.join(hostRoot, testImageHostPaths.failInit);
    await writeFile(failSwitch, '');
    expect(await bashFails(scripts, 'init.sh', env)).toContain('failing on purpose');
    expect(await readFile(marker, 'utf8')).toContain('runs=2\n');
    await rm(failSwitch);
    await bash(scripts, 'init.sh', env);
    expect(await readFile(marker, 'utf8')).toContain('runs=3\n');

    // The patch image's CMD runs in the patched rootfs; clean.sh removes its marker with init's.
    await cp(unpacked.patch, rootfs, { recursive: true });
    const patched = await bash(rootfs, 'scripts/patch-applied.sh', env);
    expect(patched.stdout).toContain('patch present');
    expect(await readFile(path.join(hostRoot, testImageHostPaths.patchMarker('lab1')), 'utf8')).toContain(
      'patched-by=labring-test/kubernetes-patch:v1',
    );

    const cleaned = await bash(scripts, 'clean.sh', env);
    expect(cleaned.stdout).toContain('clean done for cluster lab1');
    for (const program of testImageHostPaths.installedPrograms)
      expect(await exists(path.join(hostRoot, program))).toBe(false);
    expect(await exists(path.join(hostRoot, '/etc/sealos-test'))).toBe(false);
    await bash(scripts, 'clean.sh', env);
  });

  it('the application CMD appends a hello line with HELLO_NAME from the image, or the cluster env', async () => {
    const workdir = path.join(hostRoot, 'var/lib/sealos/data/lab1/applications/hello-app/workdir');
    await mkdir(path.dirname(workdir), { recursive: true });
    await cp(unpacked.app, workdir, { recursive: true });
    const appEnv: Record<string, string> = {
      ...envMap((await inspect(images.app)).Env),
      STANDIN_ROOT: hostRoot,
    };
    delete appEnv.PATH;
    await run('bash', ['-c', 'bash scripts/hello.sh'], { cwd: workdir, env: { ...process.env, ...appEnv } });
    await run('bash', ['-c', 'bash scripts/hello.sh'], {
      cwd: workdir,
      env: { ...process.env, ...appEnv, HELLO_NAME: 'lab' },
    });
    const hostname = os.hostname();
    expect(await readFile(path.join(hostRoot, testImageHostPaths.helloFile(hostname)), 'utf8')).toBe(
      `hello world from ${hostname} in ${workdir}\nhello lab from ${hostname} in ${workdir}\n`,
    );
  });
});
