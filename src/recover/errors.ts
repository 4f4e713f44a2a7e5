import { SealosError } from '../errors.js';

/** The state could not be recovered from master0's Clusterfile copy. */
export class StateRecoveryError extends SealosError {}
