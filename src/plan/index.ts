export {
  MasterZeroRemovalError,
  masterZeroRemoval,
  type Plan,
  type PlannedUpgrade,
  planCluster,
} from './plan.js';
export {
  certificatesWarning,
  configChangesText,
  configChangeText,
  planSteps,
  planToJson,
  planToText,
  upgradeText,
} from './render.js';
