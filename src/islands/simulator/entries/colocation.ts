/** The simulator island of the « colocation » step's page: the step comes with it, not after it (steps.tsx). */

import { colocationStep } from '../steps/colocation.tsx';
import { ownStep } from '../steps.tsx';

ownStep('colocation', colocationStep);

export { default } from '../Simulator.tsx';
