/** The Simulations section, loaded as one chunk: the lists (simulations, v1, v2, forms) and the detail. */
export { SimulationDetail } from './Detail.tsx';
export { FormList, SimulationList, SimulationListV1, SimulationListV2 } from './List.tsx';
