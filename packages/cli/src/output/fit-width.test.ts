import { describe, expect, it } from 'vitest';
import { colours } from './ansi.js';
import type { TableBlock } from './blocks.js';
import { displayWidth } from './fit-width.js';
import { renderBlocks } from './render.js';

const long = 'A description long enough to need more than one line on a narrow terminal, surely';
const table: TableBlock = {
  kind: 'table',
  head: ['ID', 'Name', 'Description'],
  rows: [['sig-1', 'GoldTrend.Pro', long]],
  empty: '',
};

describe('tables on a terminal', () => {
  it('fit its width, wrapping the widest column', () => {
    const out = renderBlocks([table], colours(false), 60);
    for (const line of out.trimEnd().split('\n')) expect(displayWidth(line), line).toBeLessThanOrEqual(60);
    expect(out).toContain('GoldTrend.Pro');
  });

  it('keep full lines with no terminal width (a pipe or a file)', () => {
    const out = renderBlocks([table], colours(false), Number.POSITIVE_INFINITY);
    expect(out).toContain(long);
  });

  it('count wide characters as two columns', () => {
    expect(displayWidth('已通過')).toBe(6);
    expect(displayWidth('\u001b[1mID\u001b[22m')).toBe(2);
  });
});
