/** The simulator island of the « loyer » step's page: the step comes with it, not after it (steps.tsx). */

import { loyerStep } from '../steps/loyer.tsx';
import { ownStep } from '../steps.tsx';

ownStep('loyer', loyerStep);

export { default } from '../Simulator.tsx';
