import { describe, expect, it } from 'vitest';
import { clientNetworkOf } from './client-network.js';

describe('the client a per-address limit counts', () => {
  it.each([
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::FFFF', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8::/64'],
    ['2001:db8:0:0:1::1', '2001:db8::/64'],
    ['2001::1:2:3:4:5', '2001:0:0:1::/64'],
    ['1:0:0:2::', '1:0:0:2::/64'],
    ['fe80::1%eth0', 'fe80::/64'],
    ['FE80::ABCD%3', 'fe80::/64'],
    ['::1', '::/64'],
    ['::', '::/64'],
    ['::1.2.3.4', '::/64'],
    ['64:ff9b::198.51.100.7', '64:ff9b::/64'],
  ])('counts the IPv6 address %s by its /64: %s', (address, network) => {
    expect(clientNetworkOf(address)).toBe(network);
  });

  it.each([
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['0:0:0:0:0:ffff:cb00:7107', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['::ffff:127.0.0.1%lo', '127.0.0.1'],
  ])('counts the IPv4-mapped address %s as the IPv4 address %s', (address, ipv4) => {
    expect(clientNetworkOf(address)).toBe(ipv4);
  });

  it('counts one host picking fresh addresses from its /64 as one client, and the next /64 as another', () => {
    const networks = ['2001:db8:a:b::1', '2001:db8:a:b:ffff:ffff:ffff:ffff', '2001:db8:a:b:1234::42'].map(clientNetworkOf);
    expect(new Set(networks).size).toBe(1);
    expect(clientNetworkOf('2001:db8:a:c::1')).not.toBe(networks[0]);
  });

  it.each(['203.0.113.7', '127.0.0.1', 'test', 'seed-demo', 'unknown', ''])('leaves the IPv4 address or label %j as it is', (address) => {
    expect(clientNetworkOf(address)).toBe(address);
  });
});
