import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.js';

describe('formatFileSize', () => {
  it('names the 2 MB limit and sizes around it in megabytes, small files in kilobytes', () => {
    expect(formatFileSize(2 * 1024 * 1024, 'en-US')).toBe('2 MB');
    expect(formatFileSize(5.5 * 1024 * 1024, 'en-US')).toBe('5.5 MB');
    expect(formatFileSize(340 * 1024, 'en-US')).toBe('340 kB');
    expect(formatFileSize(1536, 'en-US')).toBe('1.5 kB');
  });

  it('uses the language’s own decimal sign', () => {
    expect(formatFileSize(2.5 * 1024 * 1024, 'vi-VN')).toBe('2,5 MB');
  });
});
