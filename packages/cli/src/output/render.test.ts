import { describe, expect, it } from 'vitest';
import { colourEnabled, colours } from './ansi.js';
import { fields, text, type TableBlock } from './blocks.js';
import { renderBlocks } from './render.js';

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[/;

const table: TableBlock = {
  kind: 'table',
  title: 'Signals',
  head: ['Name', 'Fund'],
  rows: [
    ['GoldTrend.Pro', '7015.00'],
    ['BTC-Momentum', '8034.00'],
  ],
  align: ['left', 'right'],
  empty: 'Nothing here yet.',
  footer: 'Page 1 of 1',
};

describe('renderBlocks', () => {
  it('draws a table with its title, rows and footer, right-aligning numbers', () => {
    const out = renderBlocks([table], colours(false));
    expect(out).toContain('Signals\n');
    expect(out).toMatch(/│ GoldTrend\.Pro │ 7015\.00 │/);
    expect(out).toMatch(/│ Name +│ +Fund │/);
    expect(out.trimEnd().endsWith('Page 1 of 1')).toBe(true);
  });

  it('says so instead of drawing an empty table', () => {
    expect(renderBlocks([{ ...table, rows: [] }], colours(false))).toContain('Nothing here yet.');
  });

  it('draws label-value fields and texts, separated by blank lines', () => {
    const out = renderBlocks([fields([['Balance', '3923.62 USD']], 'Wallet'), text('Done.')], colours(false));
    expect(out).toMatch(/Wallet\n┌/);
    expect(out).toMatch(/│ Balance │ 3923\.62 USD │/);
    expect(out.endsWith('\n\nDone.\n')).toBe(true);
  });

  it('uses no escape codes without colour, and some with it', () => {
    expect(renderBlocks([table, text('ok', 'success')], colours(false))).not.toMatch(ANSI);
    expect(renderBlocks([table, text('ok', 'success')], colours(true))).toMatch(ANSI);
  });

  it('renders nothing for no blocks', () => {
    expect(renderBlocks([], colours(true))).toBe('');
  });
});

describe('colourEnabled', () => {
  it('is on for a terminal only, and off with NO_COLOR or --no-color', () => {
    expect(colourEnabled({ isTTY: true }, {}, true)).toBe(true);
    expect(colourEnabled({ isTTY: false }, {}, true)).toBe(false);
    expect(colourEnabled({ isTTY: true }, { NO_COLOR: '1' }, true)).toBe(false);
    expect(colourEnabled({ isTTY: true }, { NO_COLOR: '' }, true)).toBe(true);
    expect(colourEnabled({ isTTY: true }, {}, false)).toBe(false);
  });
});
