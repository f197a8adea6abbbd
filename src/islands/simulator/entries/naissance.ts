/** The simulator island of the « naissance » step's page: the step comes with it, not after it (steps.tsx). */

import { naissanceStep } from '../steps/naissance.tsx';
import { ownStep } from '../steps.tsx';

ownStep('naissance', naissanceStep);

export { default } from '../Simulator.tsx';
