/**
 * A list of certificate names without the masters' own addresses: each master's certificate carries its own,
 * and a master joining or leaving is not a configuration change (kubeadm certSANs, k3s tls-san).
 */
export function sansWithoutMasters(names: readonly unknown[], masters: readonly string[]): unknown[] {
  return names.filter((name) => !masters.includes(String(name)));
}
