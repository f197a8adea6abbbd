/** The simulator island of the « email » step's page: the step comes with it, not after it (steps.tsx). */

import { emailStep } from '../steps/email.tsx';
import { ownStep } from '../steps.tsx';

ownStep('email', emailStep);

export { default } from '../Simulator.tsx';
