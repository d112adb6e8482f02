import type { DeepStringShape } from '../text-shape.js';
import type { signalLinkEnUS } from './en-US.js';

export const signalLinkViVN = {} satisfies DeepStringShape<typeof signalLinkEnUS>;
