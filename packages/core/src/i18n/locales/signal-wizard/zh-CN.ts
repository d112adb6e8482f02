import type { DeepStringShape } from '../text-shape.js';
import type { signalWizardEnUS } from './en-US.js';

export const signalWizardZhCN = {} satisfies DeepStringShape<typeof signalWizardEnUS>;
