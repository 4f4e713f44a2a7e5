import { KubefileError } from './errors.js';
import type { Instruction, ParsedKubefile } from './instructions.js';
import { splitInstructions } from './lines.js';
import { splitRawWords } from './words.js';

/** Instructions that only make sense when a build runs commands or has several stages. */
const unsupported: Record<string, string> = {
  RUN: 'a cluster image build runs no commands; put the files in the context instead',
  WORKDIR: 'paths in a cluster image are relative to its root',
  USER: 'cluster image files are owned by root',
  SHELL: 'a cluster image build runs no commands',
  ONBUILD: 'triggers are not supported',
  HEALTHCHECK: 'cluster images are not run as containers',
  EXPOSE: 'cluster images are not run as containers',
  VOLUME: 'cluster images are not run as containers',
  STOPSIGNAL: 'cluster images are not run as containers',
};

/** Reads a Kubefile (Dockerfile syntax) into instructions; any instruction it cannot build is an error here. */
export function parseKubefile(text: string, file: string): ParsedKubefile {
  const instructions: Instruction[] = [];
  let seenFrom = false;
  for (const raw of splitInstructions(text, file)) {
    const fail = (message: string): never => {
      throw new KubefileError(message, file, raw.line);
    };
    const { keyword, line, text: source } = raw;
    const args = raw.arguments;
    if (keyword in unsupported) fail(`${keyword} is not supported: ${unsupported[keyword]}`);
    if (!seenFrom && keyword !== 'FROM' && keyword !== 'ARG') fail(`${keyword} before FROM`);
    switch (keyword) {
      case 'FROM': {
        if (seenFrom) fail('a second FROM: multi-stage builds are not supported');
        seenFrom = true;
        const words = splitRawWords(args);
        if (words.some((w) => w.startsWith('--'))) fail(`FROM options are not supported: ${args}`);
        const stageAlias = words.length === 3 && words[1]?.toUpperCase() === 'AS';
        if (words.length !== 1 && !stageAlias) fail(`FROM takes one image (scratch or a reference): ${args}`);
        instructions.push({ keyword, line, text: source, image: words[0] as string });
        break;
      }
      case 'ARG': {
        const words = splitRawWords(args);
        if (words.length === 0) fail('ARG needs a name');
        const declarations = words.map((word) => {
          const eq = word.indexOf('=');
          const name = eq < 0 ? word : word.slice(0, eq);
          if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) fail(`ARG name is not valid: ${name}`);
          return eq < 0 ? { name } : { name, defaultValue: word.slice(eq + 1) };
        });
        instructions.push({ keyword, line, text: source, declarations });
        break;
      }
      case 'ENV':
      case 'LABEL':
        instructions.push({ keyword, line, text: source, pairs: readPairs(args, keyword, fail) });
        break;
      case 'COPY':
      case 'ADD':
        instructions.push({ keyword, line, text: source, ...readCopy(args, keyword, fail) });
        break;
      case 'CMD':
      case 'ENTRYPOINT':
        if (!args) fail(`${keyword} needs a command (JSON array or shell form)`);
        instructions.push({ keyword, line, text: source, command: readCommand(args) });
        break;
      case 'MAINTAINER':
        if (!args) fail('MAINTAINER needs a name');
        instructions.push({ keyword, line, text: source, author: args });
        break;
      default:
        fail(`unknown instruction ${keyword}`);
    }
  }
  if (!seenFrom)
    throw new KubefileError('no FROM instruction (use FROM scratch for an image of files)', file, 1);
  return { file, instructions };
}

/** `k=v k2="v 2"`, or the legacy one-pair form `k value with spaces`. Keys and values stay raw here. */
function readPairs(
  args: string,
  keyword: string,
  fail: (m: string) => never,
): { key: string; value: string }[] {
  const words = splitRawWords(args);
  if (words.length === 0) fail(`${keyword} needs at least one key=value`);
  if (!words[0]?.includes('=')) {
    const key = words[0] as string;
    const value = args.slice(key.length).trim();
    if (!value) fail(`${keyword} ${key} has no value (write ${key}=value)`);
    return [{ key, value }];
  }
  return words.map((word) => {
    const eq = word.indexOf('=');
    if (eq <= 0) fail(`${keyword} expects key=value, got: ${word}`);
    return { key: word.slice(0, eq), value: word.slice(eq + 1) };
  });
}

function readCopy(
  args: string,
  keyword: string,
  fail: (m: string) => never,
): { chmod?: number; words: string[] | string } {
  let rest = args;
  let chmod: number | undefined;
  for (;;) {
    const flag = /^--([a-z-]+)(?:=(\S*))?\s*/.exec(rest);
    if (!flag) break;
    rest = rest.slice(flag[0].length);
    const [, name, value = ''] = flag;
    if (name === 'chmod') {
      if (!/^[0-7]{3,4}$/.test(value)) fail(`--chmod expects an octal mode like 0755, got: ${value}`);
      chmod = Number.parseInt(value, 8);
    } else if (name === 'chown') {
      if (!/^(0|root)(:(0|root))?$/.test(value))
        fail(`--chown=${value}: files in a cluster image layer are always owned by root (0:0)`);
    } else fail(`${keyword} --${name} is not supported (supported: --chmod, --chown=0:0)`);
  }
  const json = readJsonArray(rest);
  const count = json ? json.length : splitRawWords(rest).length;
  if (count < 2) fail(`${keyword} needs at least one source and a destination`);
  return { ...(chmod === undefined ? {} : { chmod }), words: json ?? rest };
}

/** CMD/ENTRYPOINT: a JSON array of strings as is; the shell form runs through /bin/sh -c, as buildah stores it. */
function readCommand(args: string): string[] {
  return readJsonArray(args) ?? ['/bin/sh', '-c', args];
}

function readJsonArray(text: string): string[] | undefined {
  if (!text.startsWith('[')) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value;
  } catch {
    // Docker falls back to the shell form when the brackets are not valid JSON.
  }
  return undefined;
}
