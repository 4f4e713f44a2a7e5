/**
 * The TEST cluster images of the lab scenarios, built by our own builder and pushed to a lab registry.
 *
 * Sources: test/fixtures/cluster-images/{pause,rootfs,patch,hello-app} (see its README). What depends on the
 * registry or lives elsewhere in the repository is added at build time in a second build context, the way
 * labring merges its source folders: the stand-in kubeadm/kubectl/sealctl of test/fixtures/standin-kubeadm
 * (as bin/ and opt/), the images/shim list naming `<registryHost>/library/pause:3.9`, and the registry/ folder
 * the build saves from that list.
 */
import { chmod, copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBuildRequest } from '../../src/build/build-request.js';
import type { Logger } from '../../src/log/logger.js';
import { memoryLogger } from './memory-log.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/cluster-images/', import.meta.url));
const STANDINS = fileURLToPath(new URL('../fixtures/standin-kubeadm/', import.meta.url));

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
  installedPrograms: ['/usr/bin/kubeadm', '/usr/bin/kubectl'],
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
  /** Files of the generated context: relative path → content or the file to copy (mode kept executable). */
  generated: Array<{ path: string; text?: string; copyOf?: string }>;
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
        { path: 'bin/kubeadm', copyOf: path.join(STANDINS, 'kubeadm') },
        { path: 'bin/kubectl', copyOf: path.join(STANDINS, 'kubectl') },
        { path: 'opt/sealctl', copyOf: path.join(STANDINS, 'sealctl') },
        { path: 'images/shim/DefaultImageList', ...imageList },
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
    if (file.copyOf) {
      await copyFile(file.copyOf, target);
      await chmod(target, 0o755);
    } else await writeFile(target, file.text ?? '');
  }
  const fixture = path.join(FIXTURES, image.fixture);
  const outcome = await runBuildRequest(
    {
      kubefile: path.join(fixture, 'Kubefile'),
      // The generated folder last: the build saves the listed images into its registry/, not into the fixture.
      contexts: [fixture, generatedDir],
      tags: [image.tag],
      buildArgs: [],
      labels: [],
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
