export { MasterZeroRemovalError, type Plan, type PlannedUpgrade, planCluster } from './plan.js';
export { planSteps, planToJson, planToText, upgradeText } from './render.js';
