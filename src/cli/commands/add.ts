import { hostChangeCommand } from '../cluster-run.js';

export const registerAdd = hostChangeCommand(
  'add',
  'Add masters and nodes to the saved cluster, as `sealos add`',
);
