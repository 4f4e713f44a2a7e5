import { SealosError } from '../errors.js';

/** A reset that could not start: nothing saved, a subset naming no host of the cluster, master0 unreachable. */
export class ResetError extends SealosError {}
