import type { DeepStringShape } from '../text-shape.js';
import type { signalWizardEnUS } from './en-US.js';

export const signalWizardViVN = {} satisfies DeepStringShape<typeof signalWizardEnUS>;
