/**
 * The TEST cluster images of the lab scenarios, built by our own builder and pushed to a lab registry.
 *
 * Sources: test/fixtures/cluster-images/{pause,rootfs,patch,hello-app} (see its README). What depends on the
 * registry or lives elsewhere in the repository is added at build time in a second build context, the way
 * labring merges its source folders: the stand-in kubeadm/kubectl/sealctl of test/fixtures/standin-kubeadm
 * (as bin/ and opt/), the images/shim list naming `<registryHost>/library/pause:3.9`, and the registry/ folder
 * the build saves from that list.
 */
import { createCipheriv } from 'node:crypto';
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBuildRequest } from '../../src/build/build-request.js';
import type { Logger } from '../../src/log/logger.js';
import { memoryLogger } from './memory-log.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/cluster-images/', import.meta.url));
const STANDINS = fileURLToPath(new URL('../fixtures/standin-kubeadm/', import.meta.url));
const K3S_STANDINS = fileURLToPath(new URL('../fixtures/standin-k3s/', import.meta.url));

/** The Kubernetes version of the rootfs image (its `version` label), also what the stand-in kubeadm claims. */
export const TEST_KUBE_VERSION = 'v1.27.7';

/** Repository:tag of each image, under the registry host. */
export const TEST_IMAGE_NAMES = {
  pause: 'library/pause:3.9',
  rootfs: `labring-test/kubernetes:${TEST_KUBE_VERSION}`,
  patch: 'labring-test/kubernetes-patch:v1',
  app: 'labring-test/hello-app:v1',
} as const;

/** Where the images' scripts leave their traces on a host, for assertions. */
export const testImageHostPaths = {
  /** Created by a test on a host to make the rootfs init.sh fail there (before it changes anything). */
  failInit: '/etc/sealos-test/fail-init',
  /** Written by init.sh: `runs=N`, cluster, host, rootfs, the SEALOS_SYS_* it saw, registry*, every TEST_*. */
  initMarker: (cluster: string) => `/etc/sealos-test/init-${cluster}.done`,
  /** Written by the patch image's CMD on every host it runs on. */
  patchMarker: (cluster: string) => `/etc/sealos-test/patch-${cluster}.done`,
  /** One line per run of the application's CMD: `hello <HELLO_NAME> from <hostname> in <workdir>`. */
  helloFile: (hostname: string) => `/root/hello-${hostname}.txt`,
  /** Installed by init.sh, removed by clean.sh. */
  installedPrograms: [
    '/usr/bin/kubeadm',
    '/usr/bin/kubectl',
    '/usr/bin/kubelet',
    '/usr/bin/systemctl',
    '/usr/bin/crictl',
  ],
  /** Every call of the stand-in kubeadm, kubectl, kubelet and systemctl: `<program> <version> <args>`. */
  standinCalls: '/var/log/standin-calls.log',
  /** Created by a test on a host to make the stand-in kubeadm's `upgrade apply` and `upgrade node` fail there. */
  failUpgrade: '/var/lib/standin-kubeadm/fail-upgrade',
  /** Written by init.sh as an older labring image left them: the shim at CRI v1alpha2, removed kubelet flags. */
  criShimConfig: '/etc/image-cri-shim.yaml',
  kubeletDropIn: '/etc/systemd/system/kubelet.service.d/10-kubeadm.conf',
  registryPidFile: '/run/sealos-registry.pid',
  registryLog: '/var/log/sealos-registry.log',
  /** Rendered from etc/hosts-marker.conf.tmpl in the rootfs, per host: run-mode, kube-version, host-mark. */
  renderedHostMarker: 'etc/hosts-marker.conf',
} as const;

export interface BuildTestClusterImagesOptions {
  /** `host:port` of the registry to push to, e.g. `10.77.0.1:5000` or `127.0.0.1:PORT`; plain HTTP. */
  registryHost: string;
  logger?: Logger;
  /**
   * Keeps the generated build contexts (and the saved registry/ folders) here, so a second call downloads
   * nothing; a temporary folder, removed afterwards, when absent.
   */
  workDir?: string;
  /**
   * Bytes of a stand-in `cri/cri-containerd.tar.gz` in the rootfs (where labring images carry the containerd
   * bundle): incompressible and the same on every call, so a copy to a host takes a while (interrupt tests).
   */
  rootfsPaddingBytes?: number;
  /** More files in the rootfs image (e.g. big binaries, as a real rootfs has): path in the image → local file. */
  rootfsFiles?: Array<{ path: string; copyOf: string }>;
}

export interface TestClusterImages {
  rootfs: string;
  patch: string;
  app: string;
  pause: string;
  /** Manifest digest of each image: the same on every call for the same registry host. */
  digests: { rootfs: string; patch: string; app: string; pause: string };
}

interface ImageBuild {
  fixture: string;
  tag: string;
  /** `key=value` labels added over the Kubefile's (`build --label`). */
  labels?: string[];
  /** Files of the generated context: relative path → content or the file to copy (mode kept executable). */
  generated: Array<{ path: string; text?: string; copyOf?: string; bytes?: Buffer }>;
}

/**
 * The rootfs's generated files: the stand-ins (claiming `version` by default, as the binaries of a labring
 * image of that version would), the image list and nothing else.
 */
async function rootfsGenerated(
  version: string,
  imageList: { text: string },
): Promise<ImageBuild['generated']> {
  const standin = async (name: string) => ({
    text: (await readFile(path.join(STANDINS, name), 'utf8')).replaceAll(
      `:-${TEST_KUBE_VERSION}}`,
      `:-${version}}`,
    ),
  });
  return [
    { path: 'bin/kubeadm', ...(await standin('kubeadm')) },
    { path: 'bin/kubectl', ...(await standin('kubectl')) },
    { path: 'bin/kubelet', ...(await standin('kubelet')) },
    { path: 'bin/systemctl', ...(await standin('systemctl')) },
    { path: 'bin/crictl', copyOf: path.join(STANDINS, 'crictl') },
    { path: 'opt/sealctl', copyOf: path.join(STANDINS, 'sealctl') },
    { path: 'images/shim/DefaultImageList', ...imageList },
  ];
}

/**
 * Builds the pause image, then the rootfs, patch and application images (each saving what its images/shim
 * lists), and pushes them to `registryHost`. Builds are reproducible (epoch 0 timestamps), so calling it again
 * gives the same digests and pushes only manifests.
 */
export async function buildTestClusterImages(
  options: BuildTestClusterImagesOptions,
): Promise<TestClusterImages> {
  const logger = options.logger ?? memoryLogger().logger;
  const host = options.registryHost;
  const work = options.workDir ?? (await mkdtemp(path.join(os.tmpdir(), 'test-cluster-images-')));
  const ref = (name: keyof typeof TEST_IMAGE_NAMES) => `${host}/${TEST_IMAGE_NAMES[name]}`;
  const imageList = { text: `# saved into registry/ by the build\n${ref('pause')}\n` };
  try {
    const build = (name: keyof typeof TEST_IMAGE_NAMES, image: ImageBuild) =>
      buildOne(image, path.join(work, name), host, logger);
    const pause = await build('pause', { fixture: 'pause', tag: ref('pause'), generated: [] });
    const rootfs = await build('rootfs', {
      fixture: 'rootfs',
      tag: ref('rootfs'),
      generated: [
        ...(await rootfsGenerated(TEST_KUBE_VERSION, imageList)),
        ...(options.rootfsPaddingBytes
          ? [{ path: 'cri/cri-containerd.tar.gz', bytes: paddingBytes(options.rootfsPaddingBytes) }]
          : []),
        ...(options.rootfsFiles ?? []),
      ],
    });
    const patch = await build('patch', { fixture: 'patch', tag: ref('patch'), generated: [] });
    const app = await build('app', {
      fixture: 'hello-app',
      tag: ref('app'),
      generated: [{ path: 'images/shim/HelloImageList', ...imageList }],
    });
    return {
      rootfs: ref('rootfs'),
      patch: ref('patch'),
      app: ref('app'),
      pause: ref('pause'),
      digests: { rootfs, patch, app, pause },
    };
  } finally {
    if (!options.workDir) await rm(work, { recursive: true, force: true });
  }
}

export interface TestRootfsVariant {
  /** The `version` label, and the version its stand-ins claim. */
  version: string;
  /** Repository under the registry host; default `labring-test/kubernetes`. */
  repository?: string;
  /** More `K=V` labels, e.g. `sealos.io.distribution=k3s`. */
  labels?: string[];
}

/**
 * The test rootfs image at another Kubernetes version (for upgrades and their refusals): the same fixture
 * built with `version=<version>` on the command line, as labring builds each version, and stand-ins that
 * claim that version. Needs the pause image of buildTestClusterImages in the registry. Returns the reference.
 */
export async function buildTestRootfsVariant(
  options: BuildTestClusterImagesOptions & TestRootfsVariant,
): Promise<string> {
  const logger = options.logger ?? memoryLogger().logger;
  const host = options.registryHost;
  const work = options.workDir ?? (await mkdtemp(path.join(os.tmpdir(), 'test-rootfs-variant-')));
  const tag = `${host}/${options.repository ?? 'labring-test/kubernetes'}:${options.version}`;
  const imageList = { text: `# saved into registry/ by the build\n${host}/${TEST_IMAGE_NAMES.pause}\n` };
  try {
    const dir = path.join(work, tag.replace(/[^A-Za-z0-9.-]/g, '_'));
    await buildOne(
      {
        fixture: 'rootfs',
        tag,
        generated: await rootfsGenerated(options.version, imageList),
        labels: [`version=${options.version}`, ...(options.labels ?? [])],
      },
      dir,
      host,
      logger,
    );
    return tag;
  } finally {
    if (!options.workDir) await rm(work, { recursive: true, force: true });
  }
}

/** Writes the generated context, then saves, builds and pushes as `sealos-action build --save-images --push`. */
async function buildOne(
  image: ImageBuild,
  generatedDir: string,
  host: string,
  logger: Logger,
): Promise<string> {
  await mkdir(generatedDir, { recursive: true });
  for (const file of image.generated) {
    const target = path.join(generatedDir, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    if (file.copyOf) await copyFile(file.copyOf, target);
    else await writeFile(target, file.bytes ?? file.text ?? '');
    if (file.copyOf || file.path.startsWith('bin/')) await chmod(target, 0o755);
  }
  const fixture = path.join(FIXTURES, image.fixture);
  const outcome = await runBuildRequest(
    {
      kubefile: path.join(fixture, 'Kubefile'),
      // The generated folder last: the build saves the listed images into its registry/, not into the fixture.
      contexts: [fixture, generatedDir],
      tags: [image.tag],
      buildArgs: [],
      labels: image.labels ?? [],
      env: [],
      push: true,
      saveImages: true,
      insecureRegistries: [host],
      from: [],
    },
    logger,
  );
  if (outcome.kind !== 'image')
    throw new Error(`building ${image.tag} gave an ${outcome.kind}, not an image`);
  return outcome.result.digest;
}

/** The k3s version the TEST k3s image claims (its `version` label and tag). */
export const TEST_K3S_VERSION = 'v1.29.9';

export interface TestK3sImages {
  /** Shaped like labring/k3s: label sealos.io.distribution=k3s, the stand-in k3s in bin/. */
  k3s: string;
  /** The same image labelled with a distribution no runtime knows (`sealos.io.distribution=rke2`). */
  unknownDistribution: string;
}

/**
 * The TEST k3s image (test/fixtures/cluster-images/k3s) and a twin with an unknown distribution label, pushed
 * to `registryHost`. The scripts it shares with the kubernetes test image (check, registry, common), its
 * opt/sealctl and statics/ are merged in from there at build time, as labring merges its source folders; bin/k3s
 * is the stand-in of test/fixtures/standin-k3s. Lab hosts need the stand-in systemctl too:
 * `standinSystemctl` is its path, for the test to install on each host.
 */
export async function buildTestK3sImages(options: BuildTestClusterImagesOptions): Promise<TestK3sImages> {
  const logger = options.logger ?? memoryLogger().logger;
  const host = options.registryHost;
  const work = options.workDir ?? (await mkdtemp(path.join(os.tmpdir(), 'test-k3s-images-')));
  const rootfsFixture = path.join(FIXTURES, 'rootfs');
  const generated = [
    { path: 'bin/k3s', copyOf: path.join(K3S_STANDINS, 'k3s') },
    { path: 'opt/sealctl', copyOf: path.join(STANDINS, 'sealctl') },
    ...['check.sh', 'common.sh', 'init-registry.sh', 'clean-registry.sh'].map((script) => ({
      path: `scripts/${script}`,
      copyOf: path.join(rootfsFixture, 'scripts', script),
    })),
    ...['registry.yml.tmpl', 'registry_config.yml.tmpl'].map((file) => ({
      path: `etc/${file}`,
      copyOf: path.join(rootfsFixture, 'etc', file),
    })),
    { path: 'statics/audit-policy.yml', copyOf: path.join(rootfsFixture, 'statics', 'audit-policy.yml') },
    {
      path: 'images/shim/DefaultImageList',
      text: `# saved into registry/ by the build\n${host}/${TEST_IMAGE_NAMES.pause}\n`,
    },
  ];
  const k3s = `${host}/labring-test/k3s:${TEST_K3S_VERSION}-k3s1`;
  const unknownDistribution = `${host}/labring-test/rke2:${TEST_K3S_VERSION}`;
  try {
    await buildOne({ fixture: 'k3s', tag: k3s, generated }, path.join(work, 'k3s'), host, logger);
    await buildOne(
      {
        fixture: 'k3s',
        tag: unknownDistribution,
        generated,
        labels: ['sealos.io.distribution=rke2'],
      },
      path.join(work, 'rke2'),
      host,
      logger,
    );
    return { k3s, unknownDistribution };
  } finally {
    if (!options.workDir) await rm(work, { recursive: true, force: true });
  }
}

/** The stand-in systemctl (test/fixtures/standin-k3s), which a test installs on its lab hosts. */
export const standinSystemctl = path.join(K3S_STANDINS, 'systemctl');

/** `size` bytes that look random (AES-CTR of zeros under a fixed key): gzip cannot shrink them, and every call gives the same. */
function paddingBytes(size: number): Buffer {
  const cipher = createCipheriv('aes-128-ctr', Buffer.alloc(16, 7), Buffer.alloc(16, 0));
  return Buffer.concat([cipher.update(Buffer.alloc(size)), cipher.final()]);
}
