// biome-ignore-all lint/suspicious/noTemplateCurlyInString: manifests write ${VAR} literally
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mergeContexts } from '../../../src/build/context/merged-context.js';
import { type ChartRenderer, collectContextImages } from '../../../src/build/registry-save/image-list.js';

/** For contexts without charts/: the chart renderer has its own tests (test/unit/render/helm-chart.test.ts). */
const noCharts: ChartRenderer = async function* () {};

let work: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'build-images-'));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

async function put(root: string, file: string, content: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
}

// Expectations from reading labring/sreg (cc31544) pkg/buildimage/images.go, manifests/utils.go, and sealos
// lifecycle/pkg/buildah/imagesaver.go (.sealignore at the context root, whole lines).
describe('images a context needs', () => {
  it('unions shim lists and manifest image: lines over merged contexts, minus .sealignore', async () => {
    const a = path.join(work, 'a');
    const b = path.join(work, 'b');
    await put(
      a,
      'images/shim/CalicoImageList',
      '# calico\ndocker.io/calico/cni:v3.26.1\n\n  docker.io/calico/node:v3.26.1  \n',
    );
    await put(b, 'images/shim/nested/more', 'registry.k8s.io/pause:3.9\ndocker.io/calico/cni:v3.26.1\n');
    await put(
      b,
      'manifests/deploy.yaml',
      [
        'spec:',
        '  containers:',
        '  - image: ghcr.io/labring/lvscare:v4.3.0',
        '    name: lvscare',
        // A comment after the value makes it no reference: sreg skips the line.
        "  - image: 'quay.io/tigera/operator:v1.30.4' # pinned",
        "  - image: 'quay.io/tigera/operator:v1.30.5'",
        '  - image: "{{ .registry }}/x:1"',
        '  - image: ${REGISTRY}/y:1',
        '    imagePullPolicy: IfNotPresent',
        '#  image: commented/out:1',
        '    baseimage: busybox',
        `  - image: redis:7@sha256:${'a'.repeat(64)}`,
        `  - image: ${'b'.repeat(64)}`,
        '  - image: Upper/Case:1',
      ].join('\r\n'),
    );
    await put(b, 'manifests/sub/values.yml.tmpl', 'image: nginx:1.25\n');
    await put(b, 'manifests/sub/upper.YML', `image: "alpine@sha256:${'c'.repeat(64)}"\n`);
    await put(b, 'manifests/readme.md', 'image: not/a-manifest:1\n');
    await put(b, 'images/shim/dup', 'nginx:1.25\n');
    await put(b, '.sealignore', 'registry.k8s.io/pause:3.9\n# a comment line ignores nothing\n');
    const found = await collectContextImages(await mergeContexts([a, b]), noCharts);
    expect(found.images).toEqual([
      'docker.io/calico/cni:v3.26.1',
      'docker.io/calico/node:v3.26.1',
      `docker.io/library/alpine@sha256:${'c'.repeat(64)}`,
      'docker.io/library/busybox',
      'docker.io/library/nginx:1.25',
      'docker.io/library/redis:7',
      'ghcr.io/labring/lvscare:v4.3.0',
      'quay.io/tigera/operator:v1.30.5',
    ]);
    expect(found.foundIn.get('docker.io/calico/cni:v3.26.1')).toEqual([
      'images/shim/CalicoImageList',
      'images/shim/nested/more',
    ]);
    expect(found.foundIn.get('docker.io/library/nginx:1.25')?.sort()).toEqual([
      'images/shim/dup',
      'manifests/sub/values.yml.tmpl',
    ]);
    expect(found.ignored).toEqual(['registry.k8s.io/pause:3.9']);
  });

  it('compares .sealignore lines with the spelling sreg lists: normalised for manifests, as written for shims', async () => {
    await put(work, 'manifests/a.yaml', 'image: nginx:1\nimage: redis:7\n');
    await put(work, 'images/shim/list', 'busybox:1\nquay.io/x/y:2\n');
    await put(work, '.sealignore', 'docker.io/library/nginx:1\nredis:7\nbusybox:1\nquay.io/x/y:2 \n');
    const found = await collectContextImages(await mergeContexts([work]), noCharts);
    expect(found.ignored).toEqual(['busybox:1', 'docker.io/library/nginx:1']);
    expect(found.images).toEqual(['docker.io/library/redis:7', 'quay.io/x/y:2']);
  });

  it('a shim line that is no image reference is an error naming the file and line', async () => {
    await put(work, 'images/shim/list', 'nginx:1\n\nNot A/Reference\n');
    await expect(collectContextImages(await mergeContexts([work]), noCharts)).rejects.toThrow(
      /images\/shim\/list:3: "Not A\/Reference" is not an image reference/,
    );
  });

  it('scans rendered charts with the manifests rule', async () => {
    await put(work, 'charts/app/Chart.yaml', 'name: app\n');
    const found = await collectContextImages(await mergeContexts([work]), async function* () {
      yield { file: 'charts/app/templates/d.yaml', text: '      image: "quay.io/app/app:v1"\n' };
    });
    expect(found.images).toEqual(['quay.io/app/app:v1']);
  });
});
