import type { DeepStringShape } from '../text-shape.js';
import type { signalDetailEnUS } from './en-US.js';

export const signalDetailJaJP = {} satisfies DeepStringShape<typeof signalDetailEnUS>;
