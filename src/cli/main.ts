import '../shims/cjs-globals.js';
import { defaultCliContext } from './context.js';
import { runCli } from './program.js';

// Output piped into `head` (or a closed terminal): the reader is gone, so later writes are dropped instead of
// ending in an EPIPE stack trace; the command itself still finishes (a run mid-apply must not die for it).
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });

const argv = process.argv.slice(2);
const options = argv.includes('--') ? argv.slice(0, argv.indexOf('--')) : argv;
const status = await runCli(argv, defaultCliContext({ debug: options.includes('--debug') }));
process.exitCode = status;
