import { describe, expect, it } from 'vitest';
import { planUpgrade, swapRootfs } from '../../../src/apply/upgrade-plan.js';
import { type Clusterfile, parseClusterfile } from '../../../src/clusterfile/index.js';
import { planCluster } from '../../../src/plan/index.js';
import { UpgradeRefusedError } from '../../../src/runtime/upgrade-path.js';

const OLD = 'labring/kubernetes:v1.27.7';
const NEW = 'labring/kubernetes:v1.28.4';
const HELM = 'labring/helm:v3.14.1';

/** Image labels as a registry would answer them; rootfs images carry type, distribution and version. */
const LABELS: Record<string, Record<string, string>> = {
  [OLD]: { 'sealos.io.type': 'rootfs', 'sealos.io.distribution': 'kubernetes', version: 'v1.27.7' },
  [NEW]: { 'sealos.io.type': 'rootfs', 'sealos.io.distribution': 'kubernetes', version: 'v1.28.4' },
  'labring/kubernetes:v1.27.7-rebuilt': { 'sealos.io.type': 'rootfs', version: 'v1.27.7' },
  'labring/kubernetes:v1.29.0': { 'sealos.io.type': 'rootfs', version: 'v1.29.0' },
  'labring/kubernetes:v1.26.11': { 'sealos.io.type': 'rootfs', version: 'v1.26.11' },
  'labring/kubernetes:v1.28.5': { 'sealos.io.type': 'rootfs', version: 'v1.28.5' },
  'labring/k3s:v1.28.4': { 'sealos.io.type': 'rootfs', 'sealos.io.distribution': 'k3s', version: 'v1.28.4' },
  'labring/k3s:v1.27.7': { 'sealos.io.type': 'rootfs', 'sealos.io.distribution': 'k3s', version: 'v1.27.7' },
  'labring/k3s:v1.27.7-2': {
    'sealos.io.type': 'rootfs',
    'sealos.io.distribution': 'k3s',
    version: 'v1.27.7',
  },
  [HELM]: { 'sealos.io.type': 'application' },
};

function clusterfile(images: string[], status = ''): Clusterfile {
  const text = [
    'apiVersion: apps.sealos.io/v1beta1',
    'kind: Cluster',
    'metadata:',
    '  name: lab',
    '  creationTimestamp: "2024-05-01T10:00:00Z"',
    'spec:',
    `  image: [${images.join(', ')}]`,
    '  hosts:',
    '  - ips: [10.0.0.10, 10.0.0.11]',
    '    roles: [master]',
    status,
  ].join('\n');
  return parseClusterfile(text).clusterfile;
}

const mounted = (image: string) =>
  [
    'status:',
    '  phase: ClusterSuccess',
    '  mounts:',
    `  - name: rootfs`,
    '    type: rootfs',
    `    imageName: ${image}`,
    '    mountPoint: /x',
    `    labels: ${JSON.stringify(LABELS[image])}`,
  ].join('\n');

const current = clusterfile([OLD, HELM], mounted(OLD));
const asked: string[] = [];
const labelsOf = async (reference: string) => {
  asked.push(reference);
  const labels = LABELS[reference];
  if (!labels) throw new Error(`no image ${reference}`);
  return labels;
};

/** `from` null: no saved cluster (a create). */
function plan(desired: Clusterfile, from: Clusterfile | null = current) {
  return planUpgrade({
    plan: planCluster(desired.cluster, from?.cluster),
    desired,
    ...(from ? { current: from } : {}),
    labelsOf,
  });
}

describe('planUpgrade', () => {
  it('upgrades when a newer rootfs is appended (sealos run), and puts it in the old one’s place', async () => {
    const result = await plan(clusterfile([OLD, HELM, NEW]));
    expect(result.plan.upgrade).toEqual({
      from: 'v1.27.7',
      to: 'v1.28.4',
      image: NEW,
      replaces: OLD,
      upgraded: [],
      resumed: false,
    });
    expect(result.plan.imagesToInstall).toEqual([NEW]);
    expect(result.desired.cluster.spec?.image).toEqual([NEW, HELM]);
  });

  it('upgrades when a Clusterfile names the newer rootfs instead of the old one', async () => {
    const result = await plan(clusterfile([NEW, HELM]));
    expect(result.plan.upgrade?.to).toBe('v1.28.4');
    expect(result.desired.cluster.spec?.image).toEqual([NEW, HELM]);
  });

  it('is no upgrade for a create, no new image, an application image or a rootfs of the same version', async () => {
    asked.length = 0;
    expect((await plan(clusterfile([NEW]), null)).plan.upgrade).toBeUndefined();
    expect((await plan(clusterfile([OLD, HELM]))).plan.upgrade).toBeUndefined();
    expect(asked).toEqual([]);
    expect((await plan(clusterfile([OLD]))).plan.upgrade).toBeUndefined();
    const app = await plan(clusterfile([OLD, HELM]), clusterfile([OLD], mounted(OLD)));
    expect(app.plan.upgrade).toBeUndefined();
    expect(asked).toEqual([HELM]);
    const same = await plan(clusterfile([OLD, HELM, 'labring/kubernetes:v1.27.7-rebuilt']));
    expect(same.plan.upgrade).toBeUndefined();
    expect(same.desired.cluster.spec?.image).toEqual([OLD, HELM, 'labring/kubernetes:v1.27.7-rebuilt']);
  });

  it('refuses a skipped minor, a downgrade, a change of distribution and two upgrades at once', async () => {
    await expect(plan(clusterfile([OLD, 'labring/kubernetes:v1.29.0']))).rejects.toThrow(
      'cannot upgrade across more than one minor release: v1.27.7 → v1.29.0',
    );
    await expect(plan(clusterfile([OLD, 'labring/kubernetes:v1.26.11']))).rejects.toThrow(
      'cannot apply an older version',
    );
    await expect(plan(clusterfile([OLD, 'labring/k3s:v1.28.4']))).rejects.toThrow(
      'rootfs image labring/k3s:v1.28.4 is a k3s image but cluster "lab" runs kubeadm',
    );
    await expect(plan(clusterfile([OLD, NEW, 'labring/kubernetes:v1.28.5']))).rejects.toThrow(
      'more than one newer rootfs image in one apply',
    );
    await expect(plan(clusterfile([OLD, 'labring/k3s:v1.28.4']))).rejects.toBeInstanceOf(UpgradeRefusedError);
  });

  it('refuses to upgrade a distribution whose runtime cannot, and lets the same version through', async () => {
    const k3s = clusterfile(['labring/k3s:v1.27.7'], mounted('labring/k3s:v1.27.7'));
    await expect(plan(clusterfile(['labring/k3s:v1.27.7', 'labring/k3s:v1.28.4']), k3s)).rejects.toThrow(
      'would upgrade a k3s cluster v1.27.7 → v1.28.4: upgrading k3s clusters is not supported yet',
    );
    const same = await plan(clusterfile(['labring/k3s:v1.27.7', 'labring/k3s:v1.27.7-2']), k3s);
    expect(same.plan.upgrade).toBeUndefined();
  });

  it('reads the running version from spec.image when the saved Clusterfile has no mounts', async () => {
    const result = await plan(clusterfile([OLD, NEW]), clusterfile([OLD]));
    expect(result.plan.upgrade).toMatchObject({ from: 'v1.27.7', to: 'v1.28.4', replaces: OLD });
  });

  it('resumes a saved, unfinished upgrade, and refuses anything else until it is finished', async () => {
    const stopped = clusterfile(
      [NEW, HELM],
      [
        mounted(NEW),
        '  upgrade:',
        `    from: v1.27.7`,
        `    to: v1.28.4`,
        `    image: ${NEW}`,
        `    replaces: ${OLD}`,
        '    upgraded: ["10.0.0.10:22"]',
      ].join('\n'),
    );
    const resumed = await plan(clusterfile([NEW, HELM]), stopped);
    expect(resumed.plan.upgrade).toEqual({
      from: 'v1.27.7',
      to: 'v1.28.4',
      image: NEW,
      replaces: OLD,
      upgraded: ['10.0.0.10:22'],
      resumed: true,
    });
    // Installed again: its own commands did not run while the upgrade was unfinished.
    expect(resumed.plan.imagesToInstall).toEqual([NEW]);
    await expect(plan(clusterfile([OLD, HELM]), stopped)).rejects.toThrow(
      `cluster "lab" has an unfinished upgrade (v1.27.7 → v1.28.4, upgraded so far: 10.0.0.10:22); apply ${NEW} again to finish it`,
    );
    await expect(plan(clusterfile([NEW, HELM, 'labring/kubernetes:v1.28.5']), stopped)).rejects.toThrow(
      'unfinished upgrade',
    );
  });
});

describe('swapRootfs', () => {
  const upgrade = { image: NEW, replaces: OLD };
  it('puts the new rootfs where the old one was, once', () => {
    expect(swapRootfs([OLD, HELM, NEW], upgrade)).toEqual([NEW, HELM]);
    expect(swapRootfs([HELM, OLD], upgrade)).toEqual([HELM, NEW]);
  });

  it('keeps a list without the old rootfs, adding the new one first when it is missing', () => {
    expect(swapRootfs([NEW, HELM], upgrade)).toEqual([NEW, HELM]);
    expect(swapRootfs([HELM], upgrade)).toEqual([NEW, HELM]);
  });
});
