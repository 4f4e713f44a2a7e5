import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { registryDataLinkScript, registryDataUnlinkScript } from '../../../src/cluster/registry-data.js';
import { readRegistryInfo } from '../../../src/cluster/registry-info.js';

const ROOTFS = '/var/lib/sealos/data/default/rootfs';

describe('registryData: the registry data folder linked to the rootfs registry/', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function infoOf(registryYml?: string) {
    dir = mkdtempSync(path.join(os.tmpdir(), 'registry-info-'));
    if (registryYml !== undefined) {
      mkdirSync(path.join(dir, 'etc'));
      writeFileSync(path.join(dir, 'etc/registry.yml'), registryYml);
    }
    return readRegistryInfo(dir);
  }

  it('reads data from etc/registry.yml, /var/lib/registry when absent (sealos DefaultRegistryData)', async () => {
    expect((await infoOf()).data).toBe('/var/lib/registry');
    expect((await infoOf('domain: sealos.hub\nport: "5000"\n')).data).toBe('/var/lib/registry');
    expect((await infoOf('domain: sealos.hub\ndata: /data/registry\n')).data).toBe('/data/registry');
  });

  it('refuses a data path the link would wipe out', async () => {
    for (const data of ['/', '/var', 'var/lib/registry', '/var/../etc/x'])
      await expect(infoOf(`data: ${data}\n`)).rejects.toThrow(/is not a plain absolute path/);
    expect(() => registryDataLinkScript(ROOTFS, '/var/lib/sealos/data')).toThrow(
      /overlaps the cluster's rootfs/,
    );
    expect(() => registryDataLinkScript(ROOTFS, `${ROOTFS}/registry`)).toThrow(/overlaps/);
  });

  it('links as sealos does (rm -rf <data> && ln -s <rootfs>/registry <data>), and unlinks only a link', () => {
    expect(registryDataLinkScript(ROOTFS, '/data/registry')).toBe(
      `mkdir -p '${ROOTFS}/registry' "$(dirname '/data/registry')" && rm -rf '/data/registry' && ln -s '${ROOTFS}/registry' '/data/registry'`,
    );
    expect(registryDataUnlinkScript('/data/registry')).toBe(
      "if [ -L '/data/registry' ]; then rm -f '/data/registry'; fi",
    );
  });
});
