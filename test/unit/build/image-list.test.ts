// biome-ignore-all lint/suspicious/noTemplateCurlyInString: manifests write ${VAR} literally
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mergeContexts } from '../../../src/build/context/merged-context.js';
import { collectContextImages } from '../../../src/build/registry-save/image-list.js';

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
        "  - image: 'quay.io/tigera/operator:v1.30.4' # pinned",
        '  - image: "{{ .registry }}/x:1"',
        '  - image: ${REGISTRY}/y:1',
        '    imagePullPolicy: IfNotPresent',
        '#  image: commented/out:1',
      ].join('\n'),
    );
    await put(b, 'manifests/sub/values.yml.tmpl', 'image: nginx:1.25\n');
    await put(b, 'manifests/readme.md', 'image: not/a-manifest:1\n');
    await put(b, 'charts/app/values.yaml', 'image: charts/are-not-rendered:1\n');
    await put(b, '.sealignore', 'registry.k8s.io/pause:3.9\n');
    const found = await collectContextImages(await mergeContexts([a, b]));
    expect(found.images).toEqual([
      'docker.io/calico/cni:v3.26.1',
      'docker.io/calico/node:v3.26.1',
      'ghcr.io/labring/lvscare:v4.3.0',
      'nginx:1.25',
      'quay.io/tigera/operator:v1.30.4',
    ]);
    expect(found.foundIn.get('docker.io/calico/cni:v3.26.1')).toEqual([
      'images/shim/CalicoImageList',
      'images/shim/nested/more',
    ]);
    expect(found.ignored).toEqual(['registry.k8s.io/pause:3.9']);
  });
});
