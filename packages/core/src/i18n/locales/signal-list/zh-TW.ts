import type { DeepStringShape } from '../text-shape.js';
import type { signalListEnUS } from './en-US.js';

export const signalListZhTW = {} satisfies DeepStringShape<typeof signalListEnUS>;
