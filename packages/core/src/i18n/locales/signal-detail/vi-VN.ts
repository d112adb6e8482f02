import type { DeepStringShape } from '../text-shape.js';
import type { signalDetailEnUS } from './en-US.js';

export const signalDetailViVN = {} satisfies DeepStringShape<typeof signalDetailEnUS>;
