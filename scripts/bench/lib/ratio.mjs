// The shape every benchmark shares: a measured path and its reference run in the same script,
// interleaved (reference, subject, reference, subject, ...) so machine noise hits both alike, at
// least three rounds; the figure is the median of the per-round ratios, with its spread; a budget
// decides the exit code. These machines are noisy, so only ratios are compared with budgets.

/** Median of numbers (mean of the two middle ones for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The value at a quantile of numbers (nearest rank). */
export const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
};

/** Rounds from the environment (BENCH_ROUNDS), never fewer than three. */
export const benchRounds = (fallback = 3) =>
  Math.max(3, Number(process.env.BENCH_ROUNDS ?? fallback) || fallback);

/**
 * Runs `reference` and `subject` alternately for `rounds` rounds. Each returns a number (a time or
 * a rate). The ratio of a round is subject / reference. Returns every round's figures and ratio.
 */
export const interleave = async ({ rounds = benchRounds(), reference, subject }) => {
  const results = [];
  for (let round = 0; round < rounds; round++) {
    // Alternate which goes first so warm caches or a busy neighbour do not favour one side.
    let ref;
    let sub;
    if (round % 2 === 0) {
      ref = await reference(round);
      sub = await subject(round);
    } else {
      sub = await subject(round);
      ref = await reference(round);
    }
    results.push({ reference: ref, subject: sub, ratio: sub / ref });
  }
  return results;
};

/** Median ratio and spread (min..max) of interleaved rounds. */
export const summarise = (results) => {
  const ratios = results.map((r) => r.ratio);
  return {
    rounds: results.length,
    ratio: median(ratios),
    min: Math.min(...ratios),
    max: Math.max(...ratios),
    reference: median(results.map((r) => r.reference)),
    subject: median(results.map((r) => r.subject)),
  };
};

const fmt = (n, digits = 2) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits }) : String(n);

/**
 * One verdict line per budget, collected for the exit code. `kind` 'max' means the ratio must not
 * exceed `budget` (times, memory); 'min' means it must reach it (throughput).
 */
export const createVerdicts = () => {
  const lines = [];
  let missed = 0;
  return {
    check(label, summary, { budget, kind = 'max', unit = 'x' }) {
      const ok = kind === 'max' ? summary.ratio <= budget : summary.ratio >= budget;
      if (!ok) missed += 1;
      const rel = kind === 'max' ? '<=' : '>=';
      const line =
        `${ok ? 'PASS' : 'MISS'} ${label}: median ratio ${fmt(summary.ratio)}${unit} ` +
        `(spread ${fmt(summary.min)}..${fmt(summary.max)} over ${summary.rounds} rounds; ` +
        `reference ${fmt(summary.reference)}, subject ${fmt(summary.subject)}); budget ${rel} ${budget}${unit}`;
      lines.push(line);
      console.log(line);
      return ok;
    },
    /** Sets the exit code: 1 when any budget was missed. Call once at the end. */
    finish() {
      if (missed > 0) console.log(`${missed} budget(s) missed`);
      process.exitCode = missed > 0 ? 1 : (process.exitCode ?? 0);
      return lines;
    },
  };
};
