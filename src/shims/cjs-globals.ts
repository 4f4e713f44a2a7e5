/**
 * ssh2 (and a few of its dependencies) read `__dirname`, `__filename` and `require` at load time.
 * Inside an ESM bundle those do not exist, so each entry point imports this module first.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const globals = globalThis as Record<string, unknown>;
const filename = fileURLToPath(import.meta.url);
globals.__filename ??= filename;
globals.__dirname ??= path.dirname(filename);
globals.require ??= createRequire(import.meta.url);
