import { describe, expect, it } from 'vitest';
import {
  hostIp,
  MAX_EXPANDED_ADDRESSES,
  normaliseHostAddress,
  parseHostAddress,
  parseIpList,
} from '../../../src/clusterfile/index.js';
import { UsageError } from '../../../src/errors.js';

describe('normalising host addresses', () => {
  it('adds the default port, or the given one, to an IP without one', () => {
    expect(normaliseHostAddress('10.0.0.1')).toBe('10.0.0.1:22');
    expect(normaliseHostAddress('10.0.0.1', 2222)).toBe('10.0.0.1:2222');
    expect(normaliseHostAddress('10.0.0.1:2200', 2222)).toBe('10.0.0.1:2200');
  });

  it('writes IPv6 in brackets, canonical (lower case, zeros compressed)', () => {
    expect(normaliseHostAddress('fe80::1')).toBe('[fe80::1]:22');
    expect(normaliseHostAddress('[FE80:0:0::1]:2222')).toBe('[fe80::1]:2222');
    expect(normaliseHostAddress('[2001:db8::10]')).toBe('[2001:db8::10]:22');
    expect(hostIp('[2001:DB8::10]:22')).toBe('2001:db8::10');
  });

  it('rejects what is not an address with an optional port', () => {
    for (const text of [
      '10.0.0.300',
      '10.0.0.1:0',
      '10.0.0.1:65536',
      '10.0.0.1:ssh',
      '10.0.0',
      'node1',
      '10.0.0.1:22:22',
      '[10.0.0.1]:22',
      '',
    ])
      expect(parseHostAddress(text), text).toBeUndefined();
  });
});

describe('host lists from inputs (sealos ParseIPList)', () => {
  it('splits on commas, trims, skips empty items, keeps ports as written', () => {
    expect(parseIpList(' 10.0.0.1, 10.0.0.2:2222,,[fe80::1]:22 ')).toEqual([
      '10.0.0.1',
      '10.0.0.2:2222',
      '[fe80::1]:22',
    ]);
    expect(parseIpList('')).toEqual([]);
  });

  it('expands a range a-b with both ends included, across octets', () => {
    expect(parseIpList('192.168.0.2-192.168.0.5')).toEqual([
      '192.168.0.2',
      '192.168.0.3',
      '192.168.0.4',
      '192.168.0.5',
    ]);
    expect(parseIpList('10.0.0.254-10.0.1.1')).toEqual(['10.0.0.254', '10.0.0.255', '10.0.1.0', '10.0.1.1']);
    expect(parseIpList('10.0.0.7-10.0.0.7')).toEqual(['10.0.0.7']);
  });

  it('expands a CIDR block INCLUDING network and broadcast addresses, as sealos does', () => {
    // sealos iputils.ParseIPList walks ipnet from ip.Mask(mask) while ipnet.Contains(ip): every address.
    expect(parseIpList('10.0.0.0/30')).toEqual(['10.0.0.0', '10.0.0.1', '10.0.0.2', '10.0.0.3']);
    expect(parseIpList('10.0.0.5/30')).toEqual(['10.0.0.4', '10.0.0.5', '10.0.0.6', '10.0.0.7']);
    expect(parseIpList('10.0.0.9/32')).toEqual(['10.0.0.9']);
  });

  it('mixes forms in one list, in order', () => {
    expect(parseIpList('10.0.0.1,10.0.1.0/31,10.0.2.1-10.0.2.2')).toEqual([
      '10.0.0.1',
      '10.0.1.0',
      '10.0.1.1',
      '10.0.2.1',
      '10.0.2.2',
    ]);
  });

  it('rejects a bad item, naming it and the field', () => {
    expect(() => parseIpList('10.0.0.1,10.0.0.300', 'masters')).toThrow(
      'masters: "10.0.0.300" is not an IPv4/IPv6 address with optional port',
    );
    expect(() => parseIpList('10.0.0.5-10.0.0.2')).toThrow('start 10.0.0.5 is after end 10.0.0.2');
    expect(() => parseIpList('10.0.0.1-10.0.0.2-10.0.0.3')).toThrow(UsageError);
    expect(() => parseIpList('10.0.0.1:22-10.0.0.2:22')).toThrow(
      'is neither an IPv4/IPv6 address nor an IPv4 range',
    );
    expect(() => parseIpList('10.0.0.0/33')).toThrow('is not an IPv4 CIDR block');
    expect(() => parseIpList('fd00::/126')).toThrow('is not an IPv4 CIDR block');
  });

  it(`refuses expansions longer than ${MAX_EXPANDED_ADDRESSES} addresses (a typo, not a cluster)`, () => {
    expect(() => parseIpList('10.0.0.0/16')).toThrow('has 65536 addresses');
    expect(() => parseIpList('10.0.0.0-10.0.255.255')).toThrow('has 65536 addresses');
    expect(parseIpList('10.0.0.0/22')).toHaveLength(1024);
  });
});
