import '../../shims/cjs-globals.js';
import { SealosError } from '../../errors.js';
import { runAction } from '../run-action.js';

await runAction(async () => {
  throw new SealosError('the reset action is not implemented yet');
});
