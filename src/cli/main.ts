import '../shims/cjs-globals.js';
import { defaultCliContext } from './context.js';
import { runCli } from './program.js';

const status = await runCli(process.argv.slice(2), defaultCliContext());
process.exitCode = status;
