export {
  MasterZeroRemovalError,
  masterZeroRemoval,
  type Plan,
  type PlannedUpgrade,
  planCluster,
} from './plan.js';
export {
  configChangesText,
  configChangeText,
  planSteps,
  planToJson,
  planToText,
  upgradeText,
} from './render.js';
