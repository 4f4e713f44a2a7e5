import { shellQuote as q } from '../../hosts/shell.js';

/**
 * etcd of a kubeadm cluster (stacked: one member per master, in the `etcd` static pod), reached as kubeadm's
 * own docs and sealos users do it: `etcdctl` inside the running etcd container (`crictl exec`), against the
 * local member, with the etcd certificates kubeadm made. The container sees the host's etcd data folder and
 * `/etc/kubernetes/pki/etcd` at the same paths (kubeadm's etcd manifest mounts both), and nothing else of the
 * host: a snapshot is saved into the data folder, then moved out on the host.
 */

const etcdPki = '/etc/kubernetes/pki/etcd';

/** A shell line that runs `etcdctl <args>` in this host's etcd container, or fails saying there is none. */
function etcdctl(args: string): string {
  return [
    `cid=$(crictl ps --name etcd --state running -q | head -n 1)`,
    `[ -n "$cid" ] || { echo "no running etcd container here (crictl ps --name etcd --state running)" >&2; exit 1; }`,
    `crictl exec "$cid" etcdctl --endpoints=https://127.0.0.1:2379 --cacert=${etcdPki}/ca.crt --cert=${etcdPki}/server.crt --key=${etcdPki}/server.key ${args}`,
  ].join('\n');
}

export function listEtcdMembers(): string {
  return etcdctl('member list -w simple');
}

export function removeEtcdMember(id: string): string {
  return etcdctl(`member remove ${q(id)}`);
}

export interface EtcdMember {
  /** Hex, as etcdctl prints and takes it. */
  id: string;
  status: string;
  name: string;
  peerUrls: string[];
}

/** `member list -w simple`: `ID, STATUS, NAME, PEER ADDRS, CLIENT ADDRS, IS LEARNER`, peer addresses comma-joined. */
export function parseEtcdMembers(text: string): EtcdMember[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^[0-9a-f]+,/.test(line))
    .map((line) => {
      const [id = '', status = '', name = '', peers = ''] = line.split(', ');
      return { id, status, name, peerUrls: peers.split(',').filter(Boolean) };
    });
}

/** The member whose peer URL is on `ip` (kubeadm gives each member `https://<advertiseAddress>:2380`). */
export function memberOnHost(members: readonly EtcdMember[], ip: string): EtcdMember | undefined {
  return members.find((member) =>
    member.peerUrls.some((url) => {
      const host = /^https?:\/\/(\[[^\]]+\]|[^:/]+)/.exec(url)?.[1];
      return host === ip || host === `[${ip}]`;
    }),
  );
}

/**
 * Saves a snapshot of the local member into the data folder (what the container sees), then moves it to
 * `target` on the host, owner-only: it holds every Secret of the cluster.
 */
export function saveEtcdSnapshot(etcdDataDir: string, target: string): string {
  const inside = `${etcdDataDir}/${target.split('/').pop()}`;
  return [
    'set -e',
    `mkdir -p -m 700 ${q(target.slice(0, target.lastIndexOf('/')))}`,
    etcdctl(`snapshot save ${q(inside)}`),
    `mv -f ${q(inside)} ${q(target)}`,
    `chmod 600 ${q(target)}`,
  ].join('\n');
}
