import { describe, expect, it } from 'vitest';
import { blockedReason, isIpLiteral } from '../src/lib/ip.ts';

describe('the address classifier', () => {
  it.each([
    // loopback, in every spelling a resolver or URL parser accepts
    ['127.0.0.1', 'loopback'],
    ['127.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0x7f.1', 'loopback'],
    ['0x7f000001', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['2130706433', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['[::ffff:127.0.0.1]', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['64:ff9b::7f00:1', 'loopback'],
    // unspecified ("this host")
    ['0.0.0.0', 'unspecified'],
    ['0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['[::]', 'unspecified'],
    // private and shared
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['0xc0.0xa8.1.1', 'private'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:192.168.0.1', 'private'],
    ['64:ff9b::a00:1', 'private'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    // link-local, cloud metadata included
    ['169.254.169.254', 'link-local'],
    ['169.254.0.1', 'link-local'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'link-local'],
    // unique-local (fc00::/7), AWS's IPv6 metadata address among them
    ['fd00::1', 'unique-local'],
    ['fc00::1', 'unique-local'],
    ['fd00:ec2::254', 'unique-local'],
    // multicast, broadcast and reserved blocks
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['2001::1', 'reserved'],
    ['2002:7f00:1::', 'reserved'],
    ['100::1', 'reserved'],
    ['::127.0.0.1', 'loopback'],
    ['::2', 'reserved'],
    ['4000::1', 'reserved'],
    // not an address at all
    ['', 'invalid'],
    ['localhost', 'invalid'],
    ['127.0.0.1.', 'invalid'],
    ['1.2.3.4.5', 'invalid'],
    ['::ffff:999.0.0.1', 'invalid'],
  ])('%s is refused as %s', (address, reason) => {
    expect(blockedReason(address)).toBe(reason);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.215.14',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '169.253.255.255',
    '192.169.0.1',
    '11.0.0.1',
    '223.255.255.254',
    '2a00:1450:4017:80e::200e',
    '[2606:4700:4700::1111]',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('%s is public', (address) => {
    expect(blockedReason(address)).toBeUndefined();
  });

  it.each([
    ['127.0.0.1', true],
    ['[::1]', true],
    ['2130706433', true],
    ['example.com', false],
    ['localhost', false],
    ['xn--80ak6aa92e.com', false],
  ])('%s is an IP literal: %s', (text, expected) => {
    expect(isIpLiteral(text)).toBe(expected);
  });
});
