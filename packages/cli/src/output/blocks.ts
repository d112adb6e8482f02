/**
 * What a command shows to people, as data: the renderer draws it (tables by cli-table3, colours only
 * on terminals), and tests read it without parsing drawings.
 */
export type Align = 'left' | 'right';

export interface TableBlock {
  readonly kind: 'table';
  readonly title?: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** Per column; numbers are right-aligned. */
  readonly align?: readonly Align[];
  /** Shown instead of an empty table. */
  readonly empty: string;
  /** A line under the table (paging). */
  readonly footer?: string;
}

/** Label-value pairs of one record. */
export interface FieldsBlock {
  readonly kind: 'fields';
  readonly title?: string;
  readonly rows: readonly (readonly [label: string, value: string])[];
}

export type Tone = 'plain' | 'success' | 'warning';

export interface TextBlock {
  readonly kind: 'text';
  readonly text: string;
  readonly tone?: Tone;
}

export type Block = TableBlock | FieldsBlock | TextBlock;

export const text = (value: string, tone: Tone = 'plain'): TextBlock => ({ kind: 'text', text: value, tone });

export const fields = (rows: FieldsBlock['rows'], title?: string): FieldsBlock =>
  title === undefined ? { kind: 'fields', rows } : { kind: 'fields', rows, title };
