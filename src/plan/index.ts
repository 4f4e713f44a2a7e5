export {
  MasterZeroRemovalError,
  masterZeroRemoval,
  type Plan,
  type PlannedUpgrade,
  planCluster,
} from './plan.js';
export { planSteps, planToJson, planToText, upgradeText } from './render.js';
