export { MasterZeroRemovalError, type Plan, planCluster } from './plan.js';
export { planToJson, planToText } from './render.js';
