/** The simulator island of the « charges » step's page: the step comes with it, not after it (steps.tsx). */

import { chargesStep } from '../steps/charges.tsx';
import { ownStep } from '../steps.tsx';

ownStep('charges', chargesStep);

export { default } from '../Simulator.tsx';
