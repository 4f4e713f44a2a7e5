import { SealosError } from '../errors.js';

/** A state store could not load or save. Phase `state`; `file` names the state file when one is at fault. */
export class StateError extends SealosError {}

/** A file about to be saved contains a secret of this run: the last line of defence behind redaction. */
export class SecretInStateError extends StateError {}

/** The job token may not read the repository's artifacts: the workflow must grant `permissions: actions: read`. */
export class StatePermissionError extends StateError {}
