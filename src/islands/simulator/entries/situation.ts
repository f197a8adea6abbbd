/** The simulator island of the « situation » step's page: the step comes with it, not after it (steps.tsx). */

import { situationStep } from '../steps/situation.tsx';
import { ownStep } from '../steps.tsx';

ownStep('situation', situationStep);

export { default } from '../Simulator.tsx';
