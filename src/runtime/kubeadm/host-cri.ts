import { shellQuote as q } from '../../hosts/shell.js';
import { RuntimeError } from '../errors.js';

/**
 * What a host's container runtime is, asked as sealos asks it (lifecycle/pkg/ssh/remote.go): `sealctl cri socket`
 * and `sealctl cri cgroup-driver --short`, sealctl being the rootfs's `opt/sealctl`. sealctl's answers come from
 * image-cri-shim's pkg/cri (lifecycle/staging/src/github.com/labring/image-cri-shim/pkg/cri): the first of the
 * cri-dockerd, containerd and cri-o sockets that exists (none: containerd's; several: an error), and the cgroup
 * driver from that runtime's configuration. Without sealctl the same probe runs in shell, and containerd's
 * `/etc/containerd/config.toml` is read here.
 */
export interface HostCri {
  /** `unix://` + the socket path. */
  criSocket: string;
  cgroupDriver: string;
}

const criSocketPaths = [
  '/var/run/cri-dockerd.sock',
  '/run/containerd/containerd.sock',
  '/var/run/crio/crio.sock',
] as const;

const containerdSocket = '/run/containerd/containerd.sock';
const containerdConfig = '/etc/containerd/config.toml';
const configMarker = '--- containerd config';

/** One round trip: `socket=<path>`, `driver=<name>` (empty: read the containerd config printed after the marker). */
export function probeCriScript(sealctl: string): string {
  const s = q(sealctl);
  return [
    `if [ -x ${s} ]; then`,
    `  socket=$(${s} cri socket | tail -n 1) || exit 1`,
    '  [ -n "$socket" ] || { echo "sealctl cri socket found no single CRI socket" >&2; exit 1; }',
    `  driver=$(${s} cri cgroup-driver --short | tail -n 1) || exit 1`,
    '  echo "socket=$socket"; echo "driver=$driver"; exit 0',
    'fi',
    'found=""',
    `for candidate in ${criSocketPaths.join(' ')}; do`,
    '  if [ -S "$candidate" ]; then found="$found $candidate"; fi',
    'done',
    'set -- $found',
    'if [ $# -gt 1 ]; then echo "found multiple CRI sockets:$found" >&2; exit 1; fi',
    `socket=\${1:-${containerdSocket}}`,
    'echo "socket=$socket"',
    'case "$socket" in',
    `  ${criSocketPaths[0]}) echo "driver=$(docker info --format '{{.CgroupDriver}}')" ;;`,
    `  ${criSocketPaths[2]}) echo "driver=$(crio-status -s "$socket" info | grep 'cgroup driver' | awk '{print $3}')" ;;`,
    `  *) echo driver=; echo ${q(configMarker)}; cat ${containerdConfig} 2>/dev/null || true ;;`,
    'esac',
  ].join('\n');
}

/** Reads what probeCriScript printed. */
export function parseCriProbe(output: string, host: string, phase: string): HostCri {
  const [head = '', config] = splitOnce(output, `\n${configMarker}\n`);
  const values = new Map<string, string>();
  for (const line of head.split('\n')) {
    const at = line.indexOf('=');
    if (at > 0) values.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  const socket = values.get('socket') ?? '';
  if (!socket.startsWith('/'))
    throw new RuntimeError(`the CRI socket probe answered ${JSON.stringify(socket)}, not a socket path`, {
      host,
      phase,
    });
  const driver = values.get('driver') || containerdCgroupDriver(config ?? '');
  if (driver !== 'systemd' && driver !== 'cgroupfs')
    throw new RuntimeError(
      `the container runtime's cgroup driver is ${JSON.stringify(driver)}, neither systemd nor cgroupfs`,
      { host, phase },
    );
  return { criSocket: `unix://${socket}`, cgroupDriver: driver };
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + separator.length)];
}

const criPlugin = ['plugins', 'io.containerd.grpc.v1.cri', 'containerd'];

/**
 * image-cri-shim's ContainerdRuntime.processConfigFile: `systemd` when the default runtime
 * (`plugins."io.containerd.grpc.v1.cri".containerd.default_runtime_name`) has `options.SystemdCgroup = true`,
 * else `cgroupfs` (also without a config file). Only tables and `key = value` lines are read, which is all
 * that part of the file uses.
 */
export function containerdCgroupDriver(toml: string): 'systemd' | 'cgroupfs' {
  const values = new Map<string, string>();
  let table: string[] = [];
  for (const raw of toml.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const header = /^\[\s*([^\]]+?)\s*\]$/.exec(line);
    if (header) {
      table = tomlKeyPath(header[1] as string);
      continue;
    }
    const assignment =
      /^((?:[A-Za-z0-9_-]+|"[^"]*"|'[^']*')(?:\s*\.\s*(?:[A-Za-z0-9_-]+|"[^"]*"|'[^']*'))*)\s*=\s*(.*)$/.exec(
        line,
      );
    if (!assignment) continue;
    const value = (assignment[2] as string).replace(/\s+#.*$/, '').trim();
    values.set(JSON.stringify([...table, ...tomlKeyPath(assignment[1] as string)]), tomlString(value));
  }
  const runtime = values.get(JSON.stringify([...criPlugin, 'default_runtime_name'])) ?? '';
  const systemd = values.get(JSON.stringify([...criPlugin, 'runtimes', runtime, 'options', 'SystemdCgroup']));
  return systemd === 'true' ? 'systemd' : 'cgroupfs';
}

function tomlKeyPath(text: string): string[] {
  return [...text.matchAll(/"([^"]*)"|'([^']*)'|([A-Za-z0-9_-]+)/g)].map(
    (match) => match[1] ?? match[2] ?? (match[3] as string),
  );
}

function tomlString(value: string): string {
  const quoted = /^"([^"]*)"$|^'([^']*)'$/.exec(value);
  return quoted ? (quoted[1] ?? (quoted[2] as string)) : value;
}
