import { describe, expect, it } from 'vitest';
import { registryDataUnlinkScript } from '../../../src/cluster/registry-data.js';
import { undoBootstrap } from '../../../src/cluster/undo-bootstrap.js';
import type { Executor } from '../../../src/hosts/executor.js';
import { registryOnHost } from '../../../src/reset/registry-on-host.js';
import { memoryLogger } from '../../lab/memory-log.js';

const ROOTFS = '/var/lib/sealos/data/lab/rootfs';

/** A host whose rootfs holds `registryYml` as etc/registry.yml; it records every command. */
function hostWith(registryYml: string | undefined) {
  const commands: string[] = [];
  const executor = {
    async run(command: string) {
      commands.push(command);
      if (command.includes('etc/registry.yml')) return { exitCode: 0, stdout: registryYml ?? '', stderr: '' };
      if (command.startsWith('test -d')) return { exitCode: 1, stdout: '', stderr: '' };
      return { exitCode: 0, stdout: '', stderr: '' };
    },
  } as unknown as Executor;
  return { executor, commands };
}

describe('a whole-cluster reset and a custom registryData', () => {
  it("unlinks the data folder the host's own etc/registry.yml names, and removes its domain", async () => {
    const { executor, commands } = hostWith('domain: hub.lab\nport: "5000"\ndata: /data/registry\n');
    const registry = await registryOnHost(executor, ROOTFS);
    expect(registry).toEqual({ domain: 'hub.lab', data: '/data/registry' });
    await undoBootstrap(executor, {
      rootfs: ROOTFS,
      labels: {},
      env: {},
      registryDomain: registry.domain,
      registryData: registry.data,
      isRegistry: true,
      logger: memoryLogger().logger,
    });
    expect(commands).toContain(registryDataUnlinkScript('/data/registry'));
    expect(commands.join('\n')).not.toContain('/var/lib/registry');
  });

  it("sealos's defaults when the file is gone or names a data folder Bootstrap refused", async () => {
    const defaults = { domain: 'sealos.hub', data: '/var/lib/registry' };
    expect(await registryOnHost(hostWith(undefined).executor, ROOTFS)).toEqual(defaults);
    expect(await registryOnHost(hostWith('data: /\n').executor, ROOTFS)).toEqual(defaults);
  });
});
