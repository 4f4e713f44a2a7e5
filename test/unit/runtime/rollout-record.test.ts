import { describe, expect, it } from 'vitest';
import type { ConfigChange } from '../../../src/clusterfile/index.js';
import {
  RolloutRecord,
  type RolloutRecordAccess,
  withUnfinishedRollout,
} from '../../../src/runtime/rollout-record.js';

const masters = ['192.168.0.10', '192.168.0.11'];
const PATH = '/var/lib/sealos/data/default/etc/config-rollout.json';

/** master0 as a file system of one file: the record, read, written and removed by the commands the record runs. */
function master0(text = '') {
  const files = new Map(text ? [[PATH, text]] : []);
  const commands: string[] = [];
  const access: RolloutRecordAccess = {
    master0: masters[0]!,
    recordPath: PATH,
    mustRun: async (ip, command) => {
      commands.push(`${ip}: ${command}`);
      if (command === `if [ -f '${PATH}' ]; then cat '${PATH}'; fi`)
        return { exitCode: 0, stdout: files.get(PATH) ?? '', stderr: '' };
      if (command === `rm -f '${PATH}'`) files.delete(PATH);
      else throw new Error(`unexpected command ${command}`);
      return { exitCode: 0, stdout: '', stderr: '' };
    },
    write: async (ip, path, content) => {
      commands.push(`${ip}: write ${path}`);
      files.set(path, content);
    },
  };
  return { access, files, commands };
}

const recorded: ConfigChange = {
  document: 'ClusterConfiguration',
  field: 'apiServer.extraArgs.profiling',
  path: ['apiServer', 'extraArgs', 'profiling'],
  from: 'true',
  to: 'false',
  hosts: ['192.168.0.11'],
};
const record = (changes: ConfigChange[]) => JSON.stringify({ changes });

describe('a rollout an earlier run left unfinished', () => {
  it('comes first, marked resumed, with the hosts still to do; fresh changes follow', async () => {
    const fresh: ConfigChange = {
      ...recorded,
      document: 'KubeletConfiguration',
      field: 'maxPods',
      path: ['maxPods'],
      from: 110,
      to: 200,
      hosts: masters,
    };
    const { access, commands } = master0(record([recorded]));
    expect(await withUnfinishedRollout(access, [fresh])).toEqual([{ ...recorded, resumed: true }, fresh]);
    expect(commands).toHaveLength(1);
  });

  it('takes no record as none, and refuses one it cannot read', async () => {
    expect(await withUnfinishedRollout(master0().access, [recorded])).toEqual([recorded]);
    await expect(withUnfinishedRollout(master0('{').access, [])).rejects.toThrow(
      /cannot be read .*remove the file to start afresh/,
    );
  });

  it("keeps a stopped host first and every fresh change of the field (k3s: agents' values differ from servers')", async () => {
    const k3s = {
      document: 'k3s config.yaml',
      field: 'kubelet-arg',
      path: ['kubelet-arg'],
      to: ['max-pods=200'],
    };
    const stopped: ConfigChange = {
      ...k3s,
      from: ['max-pods=110'],
      hosts: ['10.0.0.2', '10.0.0.3', '10.0.0.4'],
    };
    const agents: ConfigChange = { ...k3s, from: ['max-pods=110'], hosts: ['10.0.0.3'] };
    const other: ConfigChange = { ...k3s, from: [], hosts: ['10.0.0.4'] };
    expect(await withUnfinishedRollout(master0(record([stopped])).access, [agents, other])).toEqual([
      { ...stopped, resumed: true },
      other,
    ]);
  });
});

describe('the record of a rollout under way', () => {
  it('is saved with the hosts still to do, per document or all, and removed at the end', async () => {
    const kubelet: ConfigChange = {
      ...recorded,
      document: 'KubeletConfiguration',
      field: 'maxPods',
      hosts: masters,
    };
    const { access, files } = master0();
    const under = new RolloutRecord(access, [recorded, kubelet]);
    await under.save();
    expect(JSON.parse(files.get(PATH)!).changes).toEqual([recorded, kubelet]);
    await under.done(['192.168.0.11'], 'KubeletConfiguration');
    expect(JSON.parse(files.get(PATH)!).changes).toEqual([recorded, { ...kubelet, hosts: ['192.168.0.10'] }]);
    await under.done(['192.168.0.10', '192.168.0.11']);
    expect(JSON.parse(files.get(PATH)!).changes).toEqual([]);
    // The changes it was given are left as they were.
    expect(kubelet.hosts).toEqual(masters);
    await under.finish();
    expect(files.has(PATH)).toBe(false);
  });
});
