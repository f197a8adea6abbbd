/** The simulator island of the « statut » step's page: the step comes with it, not after it (steps.tsx). */

import { statutStep } from '../steps/statut.tsx';
import { ownStep } from '../steps.tsx';

ownStep('statut', statutStep);

export { default } from '../Simulator.tsx';
