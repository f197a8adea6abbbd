/** The simulator island of the « code-postal » step's page: the step comes with it, not after it (steps.tsx). */

import { codePostalStep } from '../steps/code-postal.tsx';
import { ownStep } from '../steps.tsx';

ownStep('code-postal', codePostalStep);

export { default } from '../Simulator.tsx';
