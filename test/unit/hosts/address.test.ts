import { describe, expect, it } from 'vitest';
import { formatHostAddress, parseHostAddress } from '../../../src/hosts/address.js';

describe('host addresses', () => {
  it('reads ip, ip:port, bracketed and bare IPv6, and names', () => {
    expect(parseHostAddress('10.0.0.1')).toEqual({ host: '10.0.0.1', port: 22 });
    expect(parseHostAddress('10.0.0.1:2222')).toEqual({ host: '10.0.0.1', port: 2222 });
    expect(parseHostAddress('10.0.0.1', 2200)).toEqual({ host: '10.0.0.1', port: 2200 });
    expect(parseHostAddress('[fd00::1]:23')).toEqual({ host: 'fd00::1', port: 23 });
    expect(parseHostAddress('[fd00::1]')).toEqual({ host: 'fd00::1', port: 22 });
    expect(parseHostAddress('fd00::1')).toEqual({ host: 'fd00::1', port: 22 });
    expect(parseHostAddress('node-1.lan')).toEqual({ host: 'node-1.lan', port: 22 });
  });

  it('refuses what is not an address, naming it', () => {
    expect(() => parseHostAddress('10.0.0.1:99999')).toThrow('"10.0.0.1:99999": port 99999 is not 1..65535');
    expect(() => parseHostAddress(':22')).toThrow('":22" is not a host address');
    expect(() => parseHostAddress('a b')).toThrow('"a b" is not a host address');
    expect(() => parseHostAddress('')).toThrow('is not a host address');
  });

  it('writes the engine spelling', () => {
    expect(formatHostAddress({ host: '10.0.0.1', port: 22 })).toBe('10.0.0.1:22');
    expect(formatHostAddress({ host: 'fd00::1', port: 22 })).toBe('[fd00::1]:22');
  });
});
