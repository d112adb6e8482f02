import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './client-address.js';

describe('clientAddressOf', () => {
  it('keeps an IPv4 address, and unwraps an IPv4-mapped IPv6 one', () => {
    expect(clientAddressOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressOf('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const net = '2001:db8:5:6::/64';
    expect(clientAddressOf('2001:db8:5:6::1')).toBe(net);
    expect(clientAddressOf('2001:0DB8:0005:0006:aaaa:bbbb:cccc:dddd')).toBe(net);
    expect(clientAddressOf('2001:db8:5:6:0:0:0:1')).toBe(net);
    expect(clientAddressOf('2001:db8:5:6::a:1.2.3.4')).toBe(net);
    expect(clientAddressOf('2001:db8:5:7::1')).toBe('2001:db8:5:7::/64');
    expect(clientAddressOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressOf('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('fills the :: with as many zero groups as are missing, an embedded IPv4 address counting as two', () => {
    // One zero group only: the /64 takes groups from both sides of the ::
    expect(clientAddressOf('1::2:3:4:5:6:7')).toBe('1:0:2:3::/64');
    expect(clientAddressOf('1::2:3:4:5:1.2.3.4')).toBe('1:0:2:3::/64');
  });

  it('unwraps a mapped address only when it is the whole value and its IPv4 part is valid', () => {
    expect(clientAddressOf('1::ffff:1.2.3.4')).toBe('1:0:0:0::/64');
    expect(clientAddressOf('::ffff:999.1.1.1')).toBe('::ffff:999.1.1.1');
  });

  it('takes anything else as given', () => {
    expect(clientAddressOf('unknown')).toBe('unknown');
    expect(clientAddressOf('')).toBe('');
    expect(clientAddressOf('::ffff:1.2.3.4x')).toBe('::ffff:1.2.3.4x');
  });
});
