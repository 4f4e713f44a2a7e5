import { ipv4ToNumber } from '../../clusterfile/address.js';
/** True when the IPv4 `ip` lies in one of the comma-separated CIDRs (IPv6 ranges cannot hold it: false). */
export function ipv4InCidrs(ip: string, cidrs: string): boolean {
  const address = ipv4ToNumber(ip);
  if (address === undefined) return false;
  return cidrs
    .split(',')
    .map((cidr) => cidr.trim())
    .some((cidr) => {
      const [network, bits] = cidr.split('/');
      const base = network === undefined ? undefined : ipv4ToNumber(network);
      const prefix = Number(bits);
      if (base === undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > 32) return false;
      const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
      return (address & mask) >>> 0 === (base & mask) >>> 0;
    });
}
