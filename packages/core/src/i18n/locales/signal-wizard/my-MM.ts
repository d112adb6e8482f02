import type { DeepStringShape } from '../text-shape.js';
import type { signalWizardEnUS } from './en-US.js';

export const signalWizardMyMM = {} satisfies DeepStringShape<typeof signalWizardEnUS>;
