export {
  MasterZeroRemovalError,
  masterZeroRemoval,
  type Plan,
  type PlannedUpgrade,
  planCluster,
} from './plan.js';
export {
  configChangesText,
  planSteps,
  planToJson,
  planToText,
} from './render.js';
