import { describe, expect, it } from 'vitest';
import { hostNameOf, isLoopbackName, pageBaseUrl } from './page-address.js';

const LOCAL = { publicUrl: 'http://localhost:8080', publicUrlConfigured: false };

describe('pageBaseUrl', () => {
  it('follows a loopback host[:port] when PUBLIC_URL is unset', () => {
    expect(pageBaseUrl('127.0.0.1:8080', LOCAL)).toBe('http://127.0.0.1:8080');
    expect(pageBaseUrl('LOCALHOST:9000', LOCAL)).toBe('http://localhost:9000');
    expect(pageBaseUrl('aurora.localhost', LOCAL)).toBe('http://aurora.localhost');
    expect(pageBaseUrl('127.1.2.3:80', LOCAL)).toBe('http://127.1.2.3:80');
    expect(pageBaseUrl('[::1]:8080', LOCAL)).toBe('http://[::1]:8080');
  });

  it('keeps the default address for any other or malformed Host', () => {
    for (const host of [
      undefined,
      '',
      'evil.example',
      'localhost.evil.example',
      '127.0.0.1.nip.io',
      '192.168.1.10:8080',
      '[::2]:8080',
      'localhost:0',
      'localhost:65536',
      'localhost:',
      'user@localhost',
      'localhost/x',
      'local_host',
      '-localhost',
    ]) {
      expect(pageBaseUrl(host, LOCAL), String(host)).toBe('http://localhost:8080');
    }
  });

  it('is PUBLIC_URL whenever it is configured', () => {
    const config = { publicUrl: 'https://portal.example', publicUrlConfigured: true };
    expect(pageBaseUrl('127.0.0.1:8080', config)).toBe('https://portal.example');
    expect(pageBaseUrl('localhost', config)).toBe('https://portal.example');
  });
});

describe('hostNameOf and isLoopbackName', () => {
  it('reads the name of a valid host[:port] only', () => {
    expect(hostNameOf('Example.COM:443')).toBe('example.com');
    expect(hostNameOf('[::1]')).toBe('[::1]');
    expect(hostNameOf('a b')).toBeUndefined();
    expect(hostNameOf('x'.repeat(300))).toBeUndefined();
  });

  it('knows the names that always mean this machine', () => {
    expect(['localhost', 'a.localhost', '127.0.0.1', '127.255.0.9', '[::1]'].every(isLoopbackName)).toBe(
      true,
    );
    expect(['localhost.example', '128.0.0.1', '127.0.0', '0.0.0.0', 'mylocalhost'].some(isLoopbackName)).toBe(
      false,
    );
  });
});
