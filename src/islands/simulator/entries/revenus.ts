/** The simulator island of the « revenus » step's page: the step comes with it, not after it (steps.tsx). */

import { revenusStep } from '../steps/revenus.tsx';
import { ownStep } from '../steps.tsx';

ownStep('revenus', revenusStep);

export { default } from '../Simulator.tsx';
