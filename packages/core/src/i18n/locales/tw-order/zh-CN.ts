import type { DeepStringShape } from '../text-shape.js';
import type { twOrderEnUS } from './en-US.js';

export const twOrderZhCN = {} satisfies DeepStringShape<typeof twOrderEnUS>;
