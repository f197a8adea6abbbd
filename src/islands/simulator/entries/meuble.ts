/** The simulator island of the « meuble » step's page: the step comes with it, not after it (steps.tsx). */

import { meubleStep } from '../steps/meuble.tsx';
import { ownStep } from '../steps.tsx';

ownStep('meuble', meubleStep);

export { default } from '../Simulator.tsx';
