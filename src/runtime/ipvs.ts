import { shellQuote as q } from '../hosts/shell.js';

/**
 * The IPVS rule a node reaches the apiserver through (VIP → every master), set and cleared by shell commands
 * that kubeadm and k3s nodes share. labring images ship sealctl in `rootfs/opt`; without it plain ipvsadm does
 * the same (a dummy `lvscare` link holds the VIP).
 */

/**
 * Sets the rule once, before kubelet (and so the lvscare static pod) runs, like sealos's
 * `sealctl ipvs --run-once`.
 */
export function ipvsRunOnce(sealctl: string, vip: string, port: number, masters: readonly string[]): string {
  const virtual = q(`${vip}:${port}`);
  const sealctlArgs = masters.map((master) => `--rs ${q(`${master}:${port}`)}`).join(' ');
  const ipvsadm = [
    '(ip link show lvscare >/dev/null 2>&1 || ip link add lvscare type dummy)',
    `ip addr replace ${q(`${vip}/32`)} dev lvscare`,
    `(ipvsadm -D -t ${virtual} >/dev/null 2>&1 || true)`,
    `ipvsadm -A -t ${virtual} -s rr`,
    ...masters.map((master) => `ipvsadm -a -t ${virtual} -r ${q(`${master}:${port}`)} -m`),
  ].join(' && ');
  return [
    `if [ -x ${q(sealctl)} ]; then`,
    `  ${q(sealctl)} ipvs --vs ${virtual} ${sealctlArgs} --health-path /healthz --health-schem https --run-once`,
    'elif command -v ipvsadm >/dev/null 2>&1; then',
    `  ${ipvsadm}`,
    'else',
    `  echo ${q(`neither ${sealctl} nor ipvsadm is here to route ${vip}:${port} to the masters`)} >&2; exit 1`,
    'fi',
  ].join('\n');
}

/**
 * Lines of a reset script that clear the IPVS state the VIP rule and kube-proxy leave behind; each failure is
 * added to the script's `$failed` list, so the other parts still run.
 */
export function ipvsClearLines(sealctl: string, vip: string, port: number): string[] {
  return [
    `if [ -x ${q(sealctl)} ]; then ${q(sealctl)} ipvs --vs ${q(`${vip}:${port}`)} -C || failed="$failed sealctl-ipvs"; fi`,
    'if command -v ipvsadm >/dev/null 2>&1; then ipvsadm -C || failed="$failed ipvsadm"; fi',
    'ip link delete kube-ipvs0 >/dev/null 2>&1 || true',
    'ip link delete lvscare >/dev/null 2>&1 || true',
  ];
}
