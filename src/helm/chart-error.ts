import { SealosError } from '../errors.js';

/** A chart that cannot be loaded or rendered, or whose values do not fit: names the chart and, when known, the file. */
export class ChartError extends SealosError {}
