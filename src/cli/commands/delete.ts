import { hostChangeCommand } from '../cluster-run.js';

export const registerDelete = hostChangeCommand(
  'delete',
  'Remove masters and nodes from the saved cluster, as `sealos delete` (master0 cannot be removed)',
);
