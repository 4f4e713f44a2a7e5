import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliCapturing } from '../unit/clusterfile/cli-harness.js';

/**
 * Real cluster-image build contexts, kept verbatim (sources and commits in MANIFEST.md), with the images
 * `sealos build` saves for each, written by reading the contexts as labring/sreg's buildimage.List reads them:
 * - charts/: each first-level folder or .tgz is a chart, rendered by helm with its values.yaml plus
 *   charts/<chart name>.values.yaml when present, release name "dryrun" (chart.go); every rendered file,
 *   NOTES.txt included, partials (_*.tpl) not;
 * - manifests/: every .yaml/.yml/.tmpl file, recursively, unrendered (images.go ParseYamlImages);
 * - in both, a line counts when it contains `image:` anywhere and does not start with `#`; what follows, quotes
 *   trimmed, is parsed as a reference and normalised (docker.io/, library/), a tag winning over a digest;
 *   a line that does not parse is skipped (manifests/utils.go parseImageRefFromLine);
 * - images/shim/*: every line of every file, trimmed, `#` lines and blank lines dropped, kept as written
 *   (images.go ParseShimImages);
 * - the union, de-duplicated and sorted (sets.String List).
 *
 * The contract under test is the CLI's: `registry save --dry-run CONTEXT` prints that list, one reference a
 * line, and saves nothing.
 */
const contexts = join(import.meta.dirname, 'fixtures/cluster-images');

const expected: Record<string, string[]> = {
  // manifests/tigera-operator.yaml names the operator (its other `image:` line, in a CRD schema, is empty);
  // images/shim/CalicoImageList adds what the operator pulls later.
  'calico-v3.22.1': [
    'docker.io/calico/apiserver:v3.22.1',
    'docker.io/calico/cni:v3.22.1',
    'docker.io/calico/kube-controllers:v3.22.1',
    'docker.io/calico/node:v3.22.1',
    'docker.io/calico/pod2daemon-flexvol:v3.22.1',
    'docker.io/calico/typha:v3.22.1',
    'docker.io/calico/windows-upgrade:v3.22.1',
    'quay.io/tigera/key-cert-provisioner:v1.1.1',
    'quay.io/tigera/operator:v1.25.3',
  ],
  // manifests/openebs-operator.yaml says `openebs/...` (normalised to docker.io/openebs/...), the shim list
  // spells the same images out and adds linux-utils, which the manifests only name in an env value.
  'openebs-v1.9.0': [
    'docker.io/openebs/linux-utils:3.2.0',
    'docker.io/openebs/node-disk-exporter:1.9.0',
    'docker.io/openebs/node-disk-manager:1.9.0',
    'docker.io/openebs/node-disk-operator:1.9.0',
    'docker.io/openebs/provisioner-localpv:3.2.0',
  ],
  // The chart sits in ingress-nginx/, not charts/: sreg never renders it, so only the shim list counts.
  'ingress-nginx-4.1.0': [
    'k8s.gcr.io/ingress-nginx/controller:v1.2.0',
    'k8s.gcr.io/ingress-nginx/kube-webhook-certgen:v1.1.1',
  ],
  // Images only in the chart (controller.yaml, speaker.yaml; tags default to appVersion v0.13.4). The FRR
  // images are behind speaker.frr.enabled, false by default; the crds subchart names none.
  'metallb-v0.13.4': ['quay.io/metallb/controller:v0.13.4', 'quay.io/metallb/speaker:v0.13.4'],
  // Chart with its defaults (useDigest false in this copy): the agent daemonset's cilium image, the operator's
  // `<repository>-generic:<tag>`, and — because the line contains `image:` — the configmap's
  // `sidecar-istio-proxy-image: "cilium/istio_proxy"`, normalised; hubble-relay/ui, clustermesh, etcd,
  // nodeinit and preflight are disabled. The shim list adds the rest, its comment line dropped.
  'cilium-v1.12.0': [
    'docker.io/cilium/istio_proxy',
    'docker.io/coredns/coredns:1.9.3',
    'quay.io/cilium/alpine-curl:v1.4.0',
    'quay.io/cilium/certgen:v0.1.8',
    'quay.io/cilium/cilium-etcd-operator:v2.0.7',
    'quay.io/cilium/cilium:v1.12.0',
    'quay.io/cilium/clustermesh-apiserver:v1.12.0',
    'quay.io/cilium/hubble-relay:v1.12.0',
    'quay.io/cilium/hubble-ui-backend:v0.9.0',
    'quay.io/cilium/hubble-ui:v0.9.0',
    'quay.io/cilium/json-mock:v1.3.0',
    'quay.io/cilium/network-perf:bf58fb8bc57c4933dfa6e2a9581d3925c0a0571e',
    'quay.io/cilium/operator-generic:v1.12.0',
    'quay.io/cilium/operator:v1.12.0',
    'quay.io/cilium/startup-script:d69851597ea019af980891a4628fb36b7880ec26',
    'quay.io/coreos/etcd:v3.5.4',
  ],
};

describe('registry save --dry-run lists the images sreg would save for real cluster-image contexts', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'compat-images-'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('every context in the corpus has an expected list, each sorted as sreg sorts it', async () => {
    expect((await readdir(contexts)).sort()).toEqual(Object.keys(expected).sort());
    for (const list of Object.values(expected)) expect(list).toEqual([...list].sort());
  });

  for (const [name, images] of Object.entries(expected))
    it(`${name}: ${images.length} image(s), one a line, nothing saved`, async () => {
      // A copy, so that a dry run that wrote anything could neither touch the corpus nor go unnoticed.
      const context = join(work, name);
      await cp(join(contexts, name), context, { recursive: true });
      const before = await listTree(context);
      const run = await runCliCapturing(['registry', 'save', '--dry-run', context]);
      expect(run.stderr.split('\n').filter((line) => line.startsWith('error'))).toEqual([]);
      expect(run.status).toBe(0);
      expect(run.stdoutWrites.join('')).toBe(`${images.join('\n')}\n`);
      expect(await listTree(context)).toEqual(before);
    });
});

async function listTree(root: string): Promise<string[]> {
  return (await readdir(root, { recursive: true })).sort();
}
