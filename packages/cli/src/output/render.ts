import Table from 'cli-table3';
import type { Colours } from './ansi.js';
import type { Block, FieldsBlock, TableBlock, Tone } from './blocks.js';
import { fitColumns } from './fit-width.js';

const toneOf = (colours: Colours, tone: Tone | undefined): ((text: string) => string) => {
  switch (tone) {
    case 'success':
      return colours.green;
    case 'warning':
      return colours.yellow;
    case 'plain':
    case undefined:
      return (text) => text;
  }
};

// cli-table3 colours headers and borders itself unless told not to; the CLI decides colour.
const plainStyle = { head: [] as string[], border: [] as string[] };
// No rule between rows: a table reads as lines, as in most terminal tools.
const compactChars = { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' };

/** Widths that fit the terminal, with wrapping; nothing when the table fits or there is no terminal. */
const fitted = (rows: readonly (readonly string[])[], width: number | undefined) => {
  const colWidths = fitColumns(rows, width);
  return colWidths === undefined ? {} : { colWidths, wordWrap: true, wrapOnWordBoundary: true };
};

const renderTable = (block: TableBlock, colours: Colours, width: number | undefined): string => {
  const lines: string[] = [];
  if (block.title !== undefined) lines.push(colours.bold(block.title));
  if (block.rows.length === 0) {
    lines.push(block.empty);
  } else {
    const table = new Table({
      head: block.head.map((cell) => colours.bold(cell)),
      colAligns: block.align ? [...block.align] : [],
      style: plainStyle,
      chars: compactChars,
      ...fitted([block.head, ...block.rows], width),
    });
    for (const row of block.rows) table.push([...row]);
    lines.push(table.toString());
  }
  if (block.footer !== undefined) lines.push(colours.dim(block.footer));
  return lines.join('\n');
};

const renderFields = (block: FieldsBlock, colours: Colours, width: number | undefined): string => {
  const table = new Table({ style: plainStyle, chars: compactChars, ...fitted(block.rows, width) });
  for (const [label, value] of block.rows) table.push({ [colours.bold(label)]: value });
  return block.title === undefined ? table.toString() : `${colours.bold(block.title)}\n${table.toString()}`;
};

/** The terminal's width when stdout is one; undefined for a pipe or a file (lines are not cut). */
const terminalWidth = (): number | undefined => (process.stdout.isTTY ? process.stdout.columns : undefined);

/**
 * Blocks as text for a terminal or a pipe, separated by blank lines, ending with a line break. On a
 * terminal, tables are fitted to its `width` (their wide columns wrapped); an infinite width keeps
 * full lines.
 */
export const renderBlocks = (
  blocks: readonly Block[],
  colours: Colours,
  width: number | undefined = terminalWidth(),
): string => {
  if (blocks.length === 0) return '';
  const parts = blocks.map((block) => {
    switch (block.kind) {
      case 'table':
        return renderTable(block, colours, width);
      case 'fields':
        return renderFields(block, colours, width);
      case 'text':
        return toneOf(colours, block.tone)(block.text);
    }
  });
  return `${parts.join('\n\n')}\n`;
};
