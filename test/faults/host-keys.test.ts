import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../../src/cli/program.js';
import { ConsoleSink } from '../../src/log/console-sink.js';
import { Logger } from '../../src/log/logger.js';
import { type CliLab, type CliRun, startCliLab } from '../lab/cli-lab.js';
import { describeAsRoot } from '../lab/root.js';
import type { LabHost } from '../lab/sshd-lab.js';

const CLUSTER = 'keys';

/**
 * Host keys recorded in the saved state over a cluster's life, on real sshd hosts with the CLI: a deleted host
 * takes its key with it; a reinstalled machine (a new host key) is refused with an error that says how to
 * forget the old key, and `--forget-host-key` does, for run, exec and reset. kubeadm is the test images' stand-in.
 */
describeAsRoot('host keys over time', () => {
  let lab: CliLab;
  let hosts: LabHost[];

  beforeAll(async () => {
    lab = await startCliLab({ hosts: 3 });
    hosts = lab.lab.hosts;
  }, 300_000);

  afterAll(async () => {
    await lab?.stop();
  });

  /** `exec` and `reset` take no registry flag, which lab.cli adds: the same in-process CLI without it. */
  async function hostCli(args: string[]): Promise<CliRun> {
    let output = '';
    const stderr = new Writable({
      write(chunk, _encoding, done) {
        output += String(chunk);
        done();
      },
    });
    const status = await runCli([...args, '--state-dir', path.join(lab.dir, 'state')], {
      logger: new Logger(new ConsoleSink(false, stderr)),
      stdout: () => {},
    });
    return { status, output };
  }

  const login = () => ['-u', lab.lab.credentials.alice.user, '-p', lab.lab.credentials.alice.password];
  const keys = async () => (await lab.savedClusterfile(CLUSTER)).cluster.status?.hostKeys ?? {};

  it('a deleted host leaves status.hostKeys', async () => {
    const [master, node1, node2] = hosts as [LabHost, LabHost, LabHost];
    const create = await lab.cli([
      'run',
      lab.images.rootfs,
      '--masters',
      master.ip,
      '--nodes',
      `${node1.ip},${node2.ip}`,
      '-c',
      CLUSTER,
      ...login(),
    ]);
    expect(create.status, create.output).toBe(0);
    expect(await keys()).toEqual({
      [master.address]: master.hostKeyFingerprint,
      [node1.address]: node1.hostKeyFingerprint,
      [node2.address]: node2.hostKeyFingerprint,
    });

    const deleted = await lab.cli(['delete', '--force', '--nodes', node2.ip, '-c', CLUSTER, ...login()]);
    expect(deleted.status, deleted.output).toBe(0);
    expect(await keys()).toEqual({
      [master.address]: master.hostKeyFingerprint,
      [node1.address]: node1.hostKeyFingerprint,
    });
  });

  it('a reinstalled node is refused with the way to forget its key; --forget-host-key records the new one', async () => {
    const [master, node1] = hosts as [LabHost, LabHost];
    const old = node1.hostKeyFingerprint;
    const reinstalled = await lab.lab.replaceHostKey(node1);
    const args = [
      'run',
      lab.images.rootfs,
      '--masters',
      master.ip,
      '--nodes',
      node1.ip,
      '-c',
      CLUSTER,
      ...login(),
    ];

    const refused = await lab.cli(args);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(
      `host key changed: recorded ${old}, the host presented ${reinstalled.hostKeyFingerprint}. If the host was reinstalled, forget its recorded key: --forget-host-key ${node1.ip} (CLI) or the input forget-host-key: ${node1.ip} (action), once`,
    );
    expect((await keys())[node1.address]).toBe(old);

    const forgotten = await lab.cli([...args, '--forget-host-key', node1.ip]);
    expect(forgotten.status, forgotten.output).toBe(0);
    expect(forgotten.output).toContain(`Forgot the recorded host key of ${node1.address} (${old})`);
    expect(await keys()).toEqual({
      [master.address]: master.hostKeyFingerprint,
      [node1.address]: reinstalled.hostKeyFingerprint,
    });
    // Once forgotten and recorded again, a plain re-run passes.
    const again = await lab.cli(args);
    expect(again.status, again.output).toBe(0);
  });

  it('exec and reset refuse a changed key too, and go on with --forget-host-key', async () => {
    const master = hosts[0]!;
    const old = (await keys())[master.address];
    await lab.lab.replaceHostKey(master);

    const refused = await hostCli(['exec', '-c', CLUSTER, ...login(), 'true']);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(`--forget-host-key ${master.ip} (CLI)`);
    const exec = await hostCli(['exec', '-c', CLUSTER, ...login(), '--forget-host-key', master.ip, 'true']);
    expect(exec.status, exec.output).toBe(0);
    // exec saves no state: the old key is still recorded.
    expect((await keys())[master.address]).toBe(old);

    const adHoc = await hostCli([
      'exec',
      '--hosts',
      master.ip,
      ...login(),
      '--forget-host-key',
      master.ip,
      'true',
    ]);
    expect(adHoc.status).toBe(2); // a usage error
    expect(adHoc.output).toContain(
      '--forget-host-key forgets a key recorded in a saved cluster (--cluster NAME)',
    );

    const resetRefused = await hostCli(['reset', '--force', '-c', CLUSTER, ...login()]);
    expect(resetRefused.status).not.toBe(0);
    expect(resetRefused.output).toContain(`--forget-host-key ${master.ip} (CLI)`);
    const reset = await hostCli([
      'reset',
      '--force',
      '-c',
      CLUSTER,
      ...login(),
      '--forget-host-key',
      master.ip,
    ]);
    expect(reset.status, reset.output).toBe(0);
    expect(reset.output).toContain(`Forgot the recorded host key of ${master.address} (${old})`);
  });
});
