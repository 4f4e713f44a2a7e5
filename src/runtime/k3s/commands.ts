import { shellQuote } from '../../hosts/shell.js';
import { adminKubectl } from '../admin-kubectl.js';
import { apiServerDomain } from '../cluster-endpoint.js';
import { ipvsClearLines } from '../ipvs.js';
import { k3sPaths } from './paths.js';

/** The commands every runtime shares, re-exported so this runtime's plan reads from one module. */
export { fileExists, hostname } from '../commands.js';

/**
 * The shell commands of the k3s runtime, as plain strings: what sealos runs (pkg/runtime/k3s), except where a
 * comment says otherwise. Kept pure so tests can assert them exactly.
 */

const service = 'k3s';

/** A host runs k3s once its service is active; `systemctl start` of a Type=notify unit returns only then. */
export function serviceActive(): string {
  return `systemctl is-active --quiet ${service}`;
}

/** sealos's `ServiceEnable` and `ServiceStart`, one command each so a failure names its step. */
export function startService(): string[] {
  return ['systemctl daemon-reload', `systemctl enable ${service}`, `systemctl start ${service}`];
}

/**
 * The admin kubeconfig k3s writes names the server by its bind address (`https://0.0.0.0:6443` with sealos's
 * `bind-address`, else `https://127.0.0.1:6443`): sealos replaces it with the apiserver name, which every host
 * resolves and the certificate holds (tls-san).
 */
export function rewriteKubeconfigServer(text: string): string {
  return text.replace(
    /^(\s*server:\s*https:\/\/)(?:0\.0\.0\.0|127\.0\.0\.1|localhost)(?=:\d+\s*$|\s*$)/gm,
    `$1${apiServerDomain}`,
  );
}

/** The kubeconfig of a master for `kubectl` there (`~/.kube/config`), as sealos copies it, owner-only. */
export function installUserKubeconfig(): string {
  const server = `s#^\\([[:space:]]*server:[[:space:]]*https://\\)\\(0\\.0\\.0\\.0\\|127\\.0\\.0\\.1\\|localhost\\):#\\1${apiServerDomain}:#`;
  return [
    'mkdir -p "$HOME/.kube"',
    `(umask 077 && sed '${server}' ${k3sPaths.kubeconfig} > "$HOME/.kube/config.tmp")`,
    'mv -f "$HOME/.kube/config.tmp" "$HOME/.kube/config"',
  ].join(' && ');
}

export function deleteK3sNode(name: string): string {
  return adminKubectl('k3s', `delete node ${shellQuote(name)} --ignore-not-found`);
}

/**
 * The runtime's part of cleaning a host (sealos `resetNode`: `~/.kube`, the IPVS rule), plus stopping and
 * disabling the k3s service and removing the configuration and the lvscare pod written here, so a host is
 * clean even when the image's clean script is not thorough. The image's clean script (run after, by the
 * Bootstrap undo) removes k3s itself and its data. Every part runs; the failures are named.
 */
export function resetK3sHost(sealctl: string, vip: string, port: number): string {
  return [
    "failed=''",
    `if [ -f /etc/systemd/system/${service}.service ] || systemctl cat ${service} >/dev/null 2>&1; then`,
    `  systemctl stop ${service} || failed="$failed stop-${service}"`,
    `  systemctl disable ${service} || failed="$failed disable-${service}"`,
    'fi',
    `rm -f ${k3sPaths.config} ${k3sPaths.lvscareManifest} || failed="$failed files"`,
    'rm -rf "$HOME/.kube" || failed="$failed files"',
    ...ipvsClearLines(sealctl, vip, port),
    'if [ -n "$failed" ]; then echo "not cleaned:$failed" >&2; exit 1; fi',
  ].join('\n');
}

/** k3s keeps an embedded etcd's data here; with sqlite (no `cluster-init`) or an external datastore it is absent. */
export function hasEmbeddedEtcd(): string {
  return `test -d ${k3sPaths.dataDir}/server/db/etcd`;
}

/**
 * `k3s etcd-snapshot save` (docs.k3s.io/cli/etcd-snapshot): k3s names the file `<name>-<node>-<unix time>` in
 * `--dir`; the file is then made owner-only and its path printed, the newest of that name.
 */
export function saveK3sEtcdSnapshot(folder: string, name: string): string {
  const dir = shellQuote(folder);
  return [
    'set -e',
    `mkdir -p -m 700 ${dir}`,
    `k3s etcd-snapshot save --name ${shellQuote(name)} --dir ${dir} >&2`,
    `file=$(ls -1 ${dir} | grep -F -- ${shellQuote(`${name}-`)} | sort | tail -n 1)`,
    `[ -n "$file" ] || { echo "k3s etcd-snapshot save left no ${name}-* in ${folder}" >&2; exit 1; }`,
    `chmod 600 ${dir}/"$file"`,
    `echo ${dir}/"$file"`,
  ].join('\n');
}

/** The configuration k3s runs with on a host; empty when there is none. */
export function readK3sConfig(): string {
  return `if [ -f ${k3sPaths.config} ]; then cat ${k3sPaths.config}; fi`;
}

/** k3s reads its configuration only when it starts (docs.k3s.io installation/configuration). */
export function restartService(): string {
  return `systemctl restart ${service}`;
}

export function k3sNodeJson(name: string): string {
  return adminKubectl('k3s', `get node ${shellQuote(name)} -o json`);
}
