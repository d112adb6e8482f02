import pg from 'pg';

/**
 * A parameter as an SQL literal with the meaning it has as a bound parameter: always a quoted,
 * untyped literal (escaped by the driver's own escapeLiteral), so the query's context types it as
 * it would type `$n`. Dates as ISO 8601 UTC; arrays as array literals of their elements' text.
 */
export const sqlLiteral = (value: unknown): string => {
  if (value === null || value === undefined) return 'NULL';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new Error('an invalid Date cannot be a literal');
    return pg.escapeLiteral(value.toISOString());
  }
  if (Array.isArray(value)) return pg.escapeLiteral(`{${value.map(arrayElement).join(',')}}`);
  return pg.escapeLiteral(scalarText(value));
};

const scalarText = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  throw new Error(`no SQL literal for a ${typeof value}`);
};

/** An element of an array literal: NULL, or its text quoted with `"` and `\` escaped. */
const arrayElement = (value: unknown): string =>
  value === null || value === undefined
    ? 'NULL'
    : `"${scalarText(value instanceof Date ? value.toISOString() : value).replace(/["\\]/g, '\\$&')}"`;

/**
 * `sql` with each `$n` replaced by the literal of `params[n - 1]`, for the statements that take no
 * bound parameters (COPY). The text must be the code's own (no `$` inside its string literals); every
 * parameter must be used.
 */
export const inlineParams = (sql: string, params: readonly unknown[]): string => {
  const used = new Set<number>();
  const text = sql.replace(/\$(\d+)/g, (_, digits: string) => {
    const index = Number(digits) - 1;
    if (index < 0 || index >= params.length) throw new Error(`no parameter $${digits}`);
    used.add(index);
    return sqlLiteral(params[index]);
  });
  if (used.size !== params.length) throw new Error('a parameter is not used by the statement');
  return text;
};
