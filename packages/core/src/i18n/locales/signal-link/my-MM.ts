import type { DeepStringShape } from '../text-shape.js';
import type { signalLinkEnUS } from './en-US.js';

export const signalLinkMyMM = {} satisfies DeepStringShape<typeof signalLinkEnUS>;
