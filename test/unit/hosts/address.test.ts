import { describe, expect, it } from 'vitest';
import { formatHostAddress } from '../../../src/clusterfile/address.js';
import { parseSshTarget } from '../../../src/hosts/address.js';

describe('host addresses', () => {
  it('reads ip, ip:port, bracketed and bare IPv6, and names', () => {
    expect(parseSshTarget('10.0.0.1')).toEqual({ host: '10.0.0.1', port: 22 });
    expect(parseSshTarget('10.0.0.1:2222')).toEqual({ host: '10.0.0.1', port: 2222 });
    expect(parseSshTarget('10.0.0.1', 2200)).toEqual({ host: '10.0.0.1', port: 2200 });
    expect(parseSshTarget('[fd00::1]:23')).toEqual({ host: 'fd00::1', port: 23 });
    expect(parseSshTarget('[fd00::1]')).toEqual({ host: 'fd00::1', port: 22 });
    expect(parseSshTarget('fd00::1')).toEqual({ host: 'fd00::1', port: 22 });
    expect(parseSshTarget('node-1.lan')).toEqual({ host: 'node-1.lan', port: 22 });
  });

  it('refuses what is not an address, naming it', () => {
    expect(() => parseSshTarget('10.0.0.1:99999')).toThrow('"10.0.0.1:99999": port 99999 is not 1..65535');
    expect(() => parseSshTarget(':22')).toThrow('":22" is not a host address');
    expect(() => parseSshTarget('a b')).toThrow('"a b" is not a host address');
    expect(() => parseSshTarget('')).toThrow('is not a host address');
  });

  it('writes the engine spelling', () => {
    expect(formatHostAddress({ ip: '10.0.0.1', port: 22 })).toBe('10.0.0.1:22');
    expect(formatHostAddress({ ip: 'fd00::1', port: 22 })).toBe('[fd00::1]:22');
  });
});
