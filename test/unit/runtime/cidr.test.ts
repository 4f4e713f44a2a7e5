import { describe, expect, it } from 'vitest';
import { ipv4InCidrs } from '../../../src/runtime/kubeadm/cidr.js';

describe('ipv4InCidrs', () => {
  it('matches addresses inside any of the comma-separated ranges', () => {
    expect(ipv4InCidrs('100.64.0.5', '100.64.0.0/10')).toBe(true);
    expect(ipv4InCidrs('100.128.0.0', '100.64.0.0/10')).toBe(false);
    expect(ipv4InCidrs('10.96.3.255', '10.96.0.0/22')).toBe(true);
    expect(ipv4InCidrs('10.96.4.0', '10.96.0.0/22')).toBe(false);
    expect(ipv4InCidrs('10.103.97.2', 'fd00::/108, 10.103.97.2/32')).toBe(true);
    expect(ipv4InCidrs('1.2.3.4', '0.0.0.0/0')).toBe(true);
  });

  it('is false for IPv6 addresses and malformed ranges', () => {
    expect(ipv4InCidrs('fd00::1', 'fd00::/108')).toBe(false);
    expect(ipv4InCidrs('10.0.0.1', '10.0.0.0/33')).toBe(false);
    expect(ipv4InCidrs('10.0.0.1', 'nonsense')).toBe(false);
  });
});
