import type { DeepStringShape } from '../text-shape.js';
import type { signalEditEnUS } from './en-US.js';

export const signalEditJaJP = {} satisfies DeepStringShape<typeof signalEditEnUS>;
