import { describe, expect, it } from 'vitest';
import { type Cluster, parseClusterfile } from '../../../src/clusterfile/index.js';
import { SealosError } from '../../../src/errors.js';
import { MasterZeroRemovalError, planCluster, planToJson, planToText } from '../../../src/plan/index.js';

function cluster(options: {
  created?: boolean;
  masters: string[];
  nodes?: string[];
  images?: string[];
  nodePort?: number;
}) {
  const list = (values: string[]) => `[${values.map((value) => `'${value}'`).join(', ')}]`;
  const text = `apiVersion: apps.sealos.io/v1beta1
kind: Cluster
metadata:
  name: lab
  creationTimestamp: ${options.created ? '"2024-05-01T10:00:00Z"' : 'null'}
spec:
  image: ${list(options.images ?? ['labring/kubernetes:v1.29.9'])}
  hosts:
  - ips: ${list(options.masters)}
    roles: [master, amd64]
${
  options.nodes && options.nodes.length > 0
    ? `  - ips: ${list(options.nodes)}\n    roles: [node, amd64]\n${options.nodePort ? `    ssh:\n      port: ${options.nodePort}\n` : ''}`
    : ''
}`;
  return parseClusterfile(text).clusterfile.cluster;
}

const current: Cluster = cluster({
  created: true,
  masters: ['10.0.0.10', '10.0.0.11', '10.0.0.12'],
  nodes: ['10.0.0.20', '10.0.0.21'],
  nodePort: 2222,
  images: ['labring/kubernetes:v1.29.9', 'labring/helm:v3.14.1'],
});

describe('create', () => {
  it('when there is no current cluster: master0 initialises, the others join, every image installs', () => {
    const desired = cluster({
      masters: ['10.0.0.10', '10.0.0.11:2200'],
      nodes: ['10.0.0.20', 'fd00::21'],
      images: ['labring/kubernetes:v1.29.9', 'labring/helm:v3.14.1', 'labring/kubernetes:v1.29.9'],
    });
    expect(planCluster(desired)).toEqual({
      action: 'create',
      cluster: 'lab',
      master0: '10.0.0.10:22',
      mastersToJoin: ['10.0.0.11:2200'],
      mastersToRemove: [],
      nodesToJoin: ['10.0.0.20:22', '[fd00::21]:22'],
      nodesToRemove: [],
      imagesToInstall: ['labring/kubernetes:v1.29.9', 'labring/helm:v3.14.1'],
    });
  });

  it('when the current cluster was never created (no creationTimestamp): its content does not count', () => {
    const failed = cluster({ masters: ['10.0.0.10'], images: ['labring/kubernetes:v1.29.9'] });
    const desired = cluster({ masters: ['10.0.0.10', '10.0.0.11'], images: ['labring/kubernetes:v1.29.9'] });
    const plan = planCluster(desired, failed);
    expect(plan.action).toBe('create');
    expect(plan.mastersToJoin).toEqual(['10.0.0.11:22']);
    expect(plan.imagesToInstall).toEqual(['labring/kubernetes:v1.29.9']);
  });

  it('refuses a new cluster with no image, before anything touches a host', () => {
    expect(() => planCluster(cluster({ masters: ['10.0.0.10'], images: [] }))).toThrow(
      'cluster "lab" does not exist yet and no image is given',
    );
    // An existing cluster may be reconciled with no image given (scaling only).
    expect(
      planCluster(
        cluster({ masters: ['10.0.0.10'], images: [] }),
        cluster({ created: true, masters: ['10.0.0.10'] }),
      ).action,
    ).toBe('reconcile');
  });
});

describe('reconcile', () => {
  it('keeps additions and removals of both roles in one plan, and installs desired − current images in order', () => {
    const desired = cluster({
      masters: ['10.0.0.10', '10.0.0.11', '10.0.0.13'],
      nodes: ['10.0.0.21', '10.0.0.30'],
      nodePort: 2222,
      images: ['labring/cilium:v1.15.8', 'labring/kubernetes:v1.29.9', 'labring/openebs:v3.10.0'],
    });
    expect(planCluster(desired, current)).toEqual({
      action: 'reconcile',
      cluster: 'lab',
      master0: '10.0.0.10:22',
      mastersToJoin: ['10.0.0.13:22'],
      mastersToRemove: ['10.0.0.12:22'],
      nodesToJoin: ['10.0.0.30:2222'],
      nodesToRemove: ['10.0.0.20:2222'],
      imagesToInstall: ['labring/cilium:v1.15.8', 'labring/openebs:v3.10.0'],
    });
  });

  it('an image left out of the desired list is not uninstalled; the same cluster plans nothing', () => {
    const plan = planCluster(structuredClone(current), current);
    expect(plan).toMatchObject({
      mastersToJoin: [],
      mastersToRemove: [],
      nodesToJoin: [],
      nodesToRemove: [],
    });
    expect(plan.imagesToInstall).toEqual([]);
    const fewer = structuredClone(current);
    fewer.spec!.image = ['labring/kubernetes:v1.29.9'];
    expect(planCluster(fewer, current).imagesToInstall).toEqual([]);
  });

  it('compares hosts by IP: a changed SSH port is the same machine, shown with its desired port', () => {
    const desired = cluster({
      created: true,
      masters: ['10.0.0.10:2200', '10.0.0.11', '10.0.0.12'],
      nodes: ['10.0.0.20', '10.0.0.21'],
      images: ['labring/kubernetes:v1.29.9'],
    });
    const plan = planCluster(desired, current);
    expect(plan).toMatchObject({
      mastersToJoin: [],
      mastersToRemove: [],
      nodesToJoin: [],
      nodesToRemove: [],
    });
    expect(plan.master0).toBe('10.0.0.10:2200');
  });

  it('a host whose role changes leaves one list and joins the other', () => {
    const desired = cluster({
      masters: ['10.0.0.10', '10.0.0.11', '10.0.0.12', '10.0.0.20:2222'],
      nodes: ['10.0.0.21:2222'],
    });
    const plan = planCluster(desired, current);
    expect(plan.mastersToJoin).toEqual(['10.0.0.20:2222']);
    expect(plan.nodesToRemove).toEqual(['10.0.0.20:2222']);
  });

  it('master0 stays the current one even when the desired list starts with another master', () => {
    const desired = cluster({ masters: ['10.0.0.11', '10.0.0.10', '10.0.0.12'] });
    expect(planCluster(desired, current).master0).toBe('10.0.0.10:22');
  });

  it('master0 cannot be removed or made a node: a typed error naming it', () => {
    const withoutMaster0 = cluster({ masters: ['10.0.0.11', '10.0.0.12'], nodes: ['10.0.0.10'] });
    expect(() => planCluster(withoutMaster0, current)).toThrow(MasterZeroRemovalError);
    try {
      planCluster(withoutMaster0, current);
    } catch (error) {
      expect(error).toBeInstanceOf(SealosError);
      expect((error as SealosError).host).toBe('10.0.0.10:22');
      expect((error as SealosError).message).toContain(
        'master0 10.0.0.10:22 of cluster "lab" cannot be removed',
      );
    }
  });
});

describe('rendering', () => {
  const plan = planCluster(
    cluster({
      masters: ['10.0.0.10', '10.0.0.11', '10.0.0.13'],
      nodes: ['10.0.0.30'],
      nodePort: 2222,
      images: ['labring/openebs:v3.10.0'],
    }),
    current,
  );

  it('JSON is exactly one object with the documented keys in order', () => {
    const json = planToJson(plan);
    expect(json).toBe(
      '{"version":1,"action":"reconcile","cluster":"lab","master0":"10.0.0.10:22","mastersToJoin":["10.0.0.13:22"],' +
        '"mastersToRemove":["10.0.0.12:22"],"nodesToJoin":["10.0.0.30:2222"],' +
        '"nodesToRemove":["10.0.0.20:2222","10.0.0.21:2222"],"imagesToInstall":["labring/openebs:v3.10.0"],' +
        '"runtime":null}',
    );
  });

  it('names the runtime once it is known, in the JSON and the title', () => {
    const known = { ...plan, runtime: 'k3s' };
    expect(JSON.parse(planToJson(known)).runtime).toBe('k3s');
    expect(planToText(known).split('\n')[0]).toBe('Plan for cluster "lab" (k3s): reconcile, 6 change(s)');
  });

  it('text is a readable table, one row per step', () => {
    expect(planToText(plan)).toBe(
      [
        'Plan for cluster "lab": reconcile, 6 change(s)',
        'STEP     ROLE    TARGET',
        'keep     master  10.0.0.10:22',
        'join     master  10.0.0.13:22',
        'join     node    10.0.0.30:2222',
        'remove   master  10.0.0.12:22',
        'remove   node    10.0.0.20:2222',
        'remove   node    10.0.0.21:2222',
        'install  image   labring/openebs:v3.10.0',
      ].join('\n'),
    );
  });

  it('text says when nothing changes, and counts init as a change on create', () => {
    expect(planToText(planCluster(structuredClone(current), current)).split('\n')[0]).toBe(
      'Plan for cluster "lab": reconcile, nothing to change',
    );
    expect(planToText(planCluster(cluster({ masters: ['10.0.0.1'] }))).split('\n')).toEqual([
      'Plan for cluster "lab": create, 2 change(s)',
      'STEP     ROLE    TARGET',
      'init     master  10.0.0.1:22',
      'install  image   labring/kubernetes:v1.29.9',
    ]);
  });
});

describe('upgrade in the plan', () => {
  const base = planCluster(
    cluster({ created: true, masters: ['10.0.0.10'], images: ['labring/kubernetes:v1.28.4'] }),
    cluster({ created: true, masters: ['10.0.0.10'], images: ['labring/kubernetes:v1.27.7'] }),
  );
  const upgrade = {
    from: 'v1.27.7',
    to: 'v1.28.4',
    image: 'labring/kubernetes:v1.28.4',
    replaces: 'labring/kubernetes:v1.27.7',
    upgraded: [],
    resumed: false,
  };

  it('text says the versions before and after, in the headline and as a step before the installs', () => {
    expect(planToText({ ...base, upgrade })).toBe(
      [
        'Plan for cluster "lab": reconcile, upgrade v1.27.7 → v1.28.4, 2 change(s)',
        'STEP     ROLE        TARGET',
        'keep     master      10.0.0.10:22',
        'upgrade  kubernetes  v1.27.7 → v1.28.4',
        'install  image       labring/kubernetes:v1.28.4',
      ].join('\n'),
    );
  });

  it('text of a resumed upgrade names the hosts it will not redo', () => {
    const resumed = { ...upgrade, resumed: true, upgraded: ['10.0.0.10:22'] };
    expect(planToText({ ...base, upgrade: resumed }).split('\n')[0]).toBe(
      'Plan for cluster "lab": reconcile, upgrade v1.27.7 → v1.28.4 (resumed; already upgraded: 10.0.0.10:22), 2 change(s)',
    );
  });

  it('JSON carries the upgrade last, and leaves the key out when there is none', () => {
    expect(JSON.parse(planToJson({ ...base, upgrade })).upgrade).toEqual(upgrade);
    expect(planToJson({ ...base, upgrade }).endsWith(`"upgrade":${JSON.stringify(upgrade)}}`)).toBe(true);
    expect(planToJson(base)).not.toContain('upgrade');
  });
});

describe('configuration changes in the plan', () => {
  const current = cluster({ created: true, masters: ['10.0.0.1'], nodes: ['10.0.0.2'] });
  const plan = planCluster(current, current);
  plan.runtime = 'kubeadm';
  plan.configChanges = [
    {
      document: 'KubeletConfiguration',
      field: 'maxPods',
      path: ['maxPods'],
      from: 110,
      to: 200,
      hosts: ['10.0.0.1', '10.0.0.2'],
    },
    {
      document: 'ClusterConfiguration',
      field: 'apiServer.extraArgs.profiling',
      path: ['apiServer', 'extraArgs', 'profiling'],
      from: 'true',
      to: undefined,
      hosts: ['10.0.0.1'],
      resumed: true,
    },
  ];

  it('shows each as a configure row: field, from, to and the hosts it reaches', () => {
    expect(planToText(plan)).toBe(
      [
        'Plan for cluster "lab" (kubeadm): reconcile, 2 change(s)',
        'STEP       ROLE                  TARGET',
        'keep       master                10.0.0.1:22',
        'configure  KubeletConfiguration  maxPods: 110 → 200 on 10.0.0.1, 10.0.0.2',
        'configure  ClusterConfiguration  apiServer.extraArgs.profiling: "true" → (unset) on 10.0.0.1 (resumed)',
      ].join('\n'),
    );
  });

  it('lists them under configChanges in the JSON, an unset value as null', () => {
    expect(JSON.parse(planToJson(plan)).configChanges).toEqual([
      {
        document: 'KubeletConfiguration',
        field: 'maxPods',
        from: 110,
        to: 200,
        hosts: ['10.0.0.1', '10.0.0.2'],
      },
      {
        document: 'ClusterConfiguration',
        field: 'apiServer.extraArgs.profiling',
        from: 'true',
        to: null,
        hosts: ['10.0.0.1'],
        resumed: true,
      },
    ]);
  });
});
