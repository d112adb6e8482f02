/**
 * What a database adapter that is its data's only writer (PGlite: its folder is locked to one process)
 * tells its readers: a number that changes whenever this process may have changed data. Two equal
 * readings around a read mean the read saw data nobody changed since, so its answer may be kept
 * (unwritten-memo.ts) until the next change. A write moves the number when it starts and again when it
 * ends, so a read that overlaps a write in any way never sees equal readings.
 */
export class WriteGeneration {
  private value = 0;

  current(): number {
    return this.value;
  }

  /** Runs `work`, which may write: the generation moves before it starts and after it ends. */
  async around<T>(work: () => Promise<T>): Promise<T> {
    this.value += 1;
    try {
      return await work();
    } finally {
      this.value += 1;
    }
  }
}

/** Words that make a statement a write (or give it an effect beyond reading): any one of them. */
const WRITING =
  /\b(insert|update|delete|merge|truncate|copy|create|alter|drop|lock|grant|revoke|vacuum|analyze|cluster|reindex|refresh|nextval|setval|pg_notify|set_config|call|do)\b/i;

/**
 * Whether a statement only reads: one SELECT (or WITH ... SELECT) naming none of the writing words.
 * Errs towards "writes" (`SELECT ... FOR UPDATE`, a string that holds one of the words): a read taken
 * for a write only costs a kept answer. Names such as `updated_at` or `locked_at` are one word each.
 */
export const onlyReads = (sql: string): boolean =>
  /^\s*(select|with)\b/i.test(sql) && !sql.includes(';') && !WRITING.test(sql);
