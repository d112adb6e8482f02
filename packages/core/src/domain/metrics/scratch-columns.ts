/**
 * The large per-trade columns of a computation (times, mantissas, places, symbols: about 38 bytes
 * a trade), reused from one computation to the next. Allocated anew each time, a million-trade
 * history's columns outlive a minor GC, are promoted, and only a full GC frees them: V8 then runs
 * one (marking every object of the caller's heap, the trades included) every other computation.
 *
 * A buffer is held through a WeakRef, so a heap under pressure can still take it back. A column is
 * valid until the next computation asks for the same role: computations are synchronous and
 * nothing of a column outlives the one that asked for it (the report and the stored state are
 * made of strings and numbers).
 */
export type ScratchRole =
  'openMs' | 'closeMs' | 'profitMantissas' | 'volumeMantissas' | 'profitPlaces' | 'volumePlaces' | 'symbolOf';

/** Below this, a column is allocated as usual: only large ones are worth keeping. */
const SMALLEST_KEPT_BYTES = 64 * 1024;

const kept = new Map<ScratchRole, WeakRef<ArrayBuffer>>();

/** An ArrayBuffer of at least `bytes`, the one kept for `role` when it is large enough. */
const bufferFor = (role: ScratchRole, bytes: number): ArrayBuffer => {
  if (bytes < SMALLEST_KEPT_BYTES) return new ArrayBuffer(bytes);
  const buffer = kept.get(role)?.deref();
  if (buffer !== undefined && buffer.byteLength >= bytes) return buffer;
  // A little room to grow, so that a history a few trades longer does not allocate again.
  const fresh = new ArrayBuffer(Math.ceil((bytes * 1.125) / 8) * 8);
  kept.set(role, new WeakRef(fresh));
  return fresh;
};

/** A Float64Array of `length` for `role`; its values are whatever was there: write before reading. */
export const scratchFloat64 = (role: ScratchRole, length: number): Float64Array =>
  new Float64Array(bufferFor(role, length * 8), 0, length);

export const scratchInt32 = (role: ScratchRole, length: number): Int32Array =>
  new Int32Array(bufferFor(role, length * 4), 0, length);

export const scratchUint8 = (role: ScratchRole, length: number): Uint8Array =>
  new Uint8Array(bufferFor(role, length), 0, length);
