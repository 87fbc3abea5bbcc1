// The transfer calculator, hydrated with React on its own mount node.
import { TransferCalculator } from './transfer-calculator.js';
import { hydrator } from '../islands/hydrate.js';

export const mount = hydrator(TransferCalculator);
