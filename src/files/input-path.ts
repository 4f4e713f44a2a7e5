/**
 * A path a user or an image gives (a flag, an input, a Clusterfile field, an image's config.yml): checked where
 * it enters, before any file system call sees it. Node throws its own text for a NUL byte
 * (`The argument 'path' must be … without null bytes`), and Linux refuses a name past 255 bytes or a path past
 * 4,095 with ENAMETOOLONG only once something is opened: both are refused here in words, naming the input.
 */
const MAX_PATH_BYTES = 4095;
const MAX_NAME_BYTES = 255;

/** Why `text` cannot be a path, in words; undefined when it can. */
export function pathProblem(text: string): string | undefined {
  if (text === '') return 'the path is empty';
  if (text.includes('\0')) return 'the path holds a NUL byte';
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_PATH_BYTES) return `the path is ${bytes} bytes long, more than ${MAX_PATH_BYTES}`;
  const long = text.split('/').find((name) => Buffer.byteLength(name) > MAX_NAME_BYTES);
  if (long !== undefined)
    return `a name in the path is ${Buffer.byteLength(long)} bytes long, more than ${MAX_NAME_BYTES} (${long.slice(0, 24)}…)`;
  return undefined;
}
