import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Lab, LabHost } from './sshd-lab.js';

const run = promisify(execFile);

/**
 * Caps what the lab bridge sends to a host (a token bucket on the bridge's end of its veth), so a copy to it
 * takes a while whatever the machine's speed: the interrupt tests stop a run in the middle of its copy.
 */
export async function limitLinkRate(host: LabHost, rate: string): Promise<void> {
  const peer = await bridgeEnd(host);
  await run('tc', [
    'qdisc',
    'replace',
    'dev',
    peer,
    'root',
    'tbf',
    'rate',
    rate,
    'burst',
    '32kb',
    'latency',
    '1s',
  ]);
}

/**
 * Caps the runner's uplink to every host: a token bucket on the lab bridge device, which the runner's traffic to
 * the hosts leaves through, while host-to-host traffic is bridged between veth ports and never passes it. How
 * the relay is measured and tested with the runner far from its hosts.
 */
export async function limitRunnerUplink(lab: Pick<Lab, 'bridge'>, rate: string): Promise<void> {
  await run('tc', [
    'qdisc',
    'add',
    'dev',
    lab.bridge,
    'root',
    'tbf',
    'rate',
    rate,
    'burst',
    '256k',
    'latency',
    '50ms',
  ]);
}

/** Removes the cap (the link is as fast as the machine again). */
export async function clearLinkRate(host: LabHost): Promise<void> {
  const peer = await bridgeEnd(host);
  await run('tc', ['qdisc', 'del', 'dev', peer, 'root']).catch(() => undefined);
}

/** The bridge's end of the host's veth: the link whose index eth0 names as its peer (`eth0@ifN`). */
async function bridgeEnd(host: LabHost): Promise<string> {
  const inside = (await run('ip', ['-n', host.netns, '-o', 'link', 'show', 'eth0'])).stdout;
  const index = /eth0@if(\d+)/.exec(inside)?.[1];
  if (!index) throw new Error(`lab: no veth peer for ${host.netns}: ${inside}`);
  const outside = (await run('ip', ['-o', 'link', 'show'])).stdout;
  const name = new RegExp(`^${index}: ([^:@]+)`, 'm').exec(outside)?.[1];
  if (!name) throw new Error(`lab: link ${index} (peer of ${host.netns}) not found`);
  return name;
}
