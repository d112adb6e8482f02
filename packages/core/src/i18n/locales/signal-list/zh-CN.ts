import type { DeepStringShape } from '../text-shape.js';
import type { signalListEnUS } from './en-US.js';

export const signalListZhCN = {} satisfies DeepStringShape<typeof signalListEnUS>;
