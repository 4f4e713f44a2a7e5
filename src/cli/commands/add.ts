import { hostChangeCommand } from './run.js';

export const registerAdd = hostChangeCommand(
  'add',
  'Add masters and nodes to the saved cluster, as `sealos add`',
);
