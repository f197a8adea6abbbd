/** The simulator island of the « enfants » step's page: the step comes with it, not after it (steps.tsx). */

import { enfantsStep } from '../steps/enfants.tsx';
import { ownStep } from '../steps.tsx';

ownStep('enfants', enfantsStep);

export { default } from '../Simulator.tsx';
