import '../shims/cjs-globals.js';
import { defaultCliContext } from './context.js';
import { runCli } from './program.js';

const argv = process.argv.slice(2);
const options = argv.includes('--') ? argv.slice(0, argv.indexOf('--')) : argv;
const status = await runCli(argv, defaultCliContext({ debug: options.includes('--debug') }));
process.exitCode = status;
