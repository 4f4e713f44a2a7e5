import { InvalidReferenceError } from '../../image/errors.js';
import { parseReference } from '../../image/reference.js';
import { KubefileError } from './errors.js';
import type { Instruction, ParsedKubefile } from './instructions.js';
import { expandWord, expandWords, type Lookup, type Where } from './words.js';

/** One COPY or ADD with its words expanded: sources relative to the context, destination in the image. */
export interface CopyStep {
  keyword: 'COPY' | 'ADD';
  sources: string[];
  destination: string;
  chmod?: number;
  line: number;
}

/** Each instruction after FROM becomes a history entry; COPY and ADD also make a layer. */
export type BuildStep =
  | { kind: 'layer'; copy: CopyStep; createdBy: string }
  | { kind: 'config'; createdBy: string };

/** The image config values a build starts from: empty for scratch, the base image's for FROM <image>. */
export interface ConfigValues {
  env: Map<string, string>;
  labels: Map<string, string>;
  cmd?: string[];
  entrypoint?: string[];
  author?: string;
}

export interface EvaluateOptions {
  buildArgs?: Map<string, string>;
  /** The base image's config (FROM <image>); its ENV is visible to substitution, as in Docker. */
  base?: ConfigValues;
  /** `os/arch[/variant]`: gives TARGETPLATFORM, TARGETOS, TARGETARCH, TARGETVARIANT like BuildKit. */
  platform?: string;
}

export interface EvaluatedKubefile {
  /** The base image reference, undefined for scratch. */
  from?: string;
  steps: BuildStep[];
  config: ConfigValues;
  /** --build-arg values no ARG declared; Docker warns about them. */
  unusedBuildArgs: string[];
}

/** The base image a Kubefile starts from (its FROM, expanded with the ARGs declared before it). */
export function baseImageOf(parsed: ParsedKubefile, options: EvaluateOptions = {}): string | undefined {
  return evaluateKubefile(parsed, { ...options, base: undefined }).from;
}

/**
 * Applies the instructions in order with Docker's variable rules: ARGs declared before FROM are visible only to
 * FROM unless declared again; --build-arg overrides a default; ENV wins over ARG; unknown variables are empty.
 */
export function evaluateKubefile(parsed: ParsedKubefile, options: EvaluateOptions = {}): EvaluatedKubefile {
  const buildArgs = new Map([...targetArgs(options.platform), ...(options.buildArgs ?? [])]);
  const used = new Set<string>();
  const globalArgs = new Map<string, string | undefined>();
  const stageArgs = new Map<string, string | undefined>();
  const base = options.base;
  const config: ConfigValues = {
    env: new Map(base?.env ?? []),
    labels: new Map(base?.labels ?? []),
    ...(base?.cmd ? { cmd: base.cmd } : {}),
    ...(base?.entrypoint ? { entrypoint: base.entrypoint } : {}),
    ...(base?.author ? { author: base.author } : {}),
  };
  const steps: BuildStep[] = [];
  let from: string | undefined;
  let afterFrom = false;
  let cmdSetHere = false;

  const stageLookup: Lookup = (name) => config.env.get(name) ?? stageArgs.get(name);
  const globalLookup: Lookup = (name) => globalArgs.get(name);

  for (const instruction of parsed.instructions) {
    const where: Where = { file: parsed.file, line: instruction.line };
    switch (instruction.keyword) {
      case 'FROM': {
        const image = expandWord(instruction.image, globalLookup, where);
        if (!image) throw new KubefileError('FROM expands to an empty image name', where.file, where.line);
        from = image.toLowerCase() === 'scratch' ? undefined : image;
        if (from !== undefined) checkBaseReference(from, where);
        afterFrom = true;
        break;
      }
      case 'ARG':
        for (const { name, defaultValue } of instruction.declarations) {
          const lookup = afterFrom ? stageLookup : globalLookup;
          const declared = defaultValue === undefined ? undefined : expandWord(defaultValue, lookup, where);
          if (buildArgs.has(name)) used.add(name);
          const inherited = afterFrom ? globalArgs.get(name) : undefined;
          const value = buildArgs.get(name) ?? declared ?? inherited;
          (afterFrom ? stageArgs : globalArgs).set(name, value);
        }
        break;
      case 'ENV': {
        // All pairs of one ENV see the variables as they were before it, like Docker.
        const pairs = expandPairs(instruction.pairs, stageLookup, where);
        for (const [key, value] of pairs) config.env.set(key, value);
        steps.push({ kind: 'config', createdBy: `ENV ${pairs.map(([k, v]) => `${k}=${v}`).join(' ')}` });
        break;
      }
      case 'LABEL': {
        const pairs = expandPairs(instruction.pairs, stageLookup, where);
        for (const [key, value] of pairs) config.labels.set(key, value);
        steps.push({ kind: 'config', createdBy: `LABEL ${pairs.map(([k, v]) => `${k}=${v}`).join(' ')}` });
        break;
      }
      case 'COPY':
      case 'ADD':
        steps.push(copyStep(instruction, stageLookup, where));
        break;
      case 'CMD':
        config.cmd = instruction.command;
        cmdSetHere = true;
        steps.push({ kind: 'config', createdBy: `CMD ${JSON.stringify(instruction.command)}` });
        break;
      case 'ENTRYPOINT':
        config.entrypoint = instruction.command;
        // Docker: a new ENTRYPOINT drops the CMD inherited from the base image.
        if (!cmdSetHere) delete config.cmd;
        steps.push({ kind: 'config', createdBy: `ENTRYPOINT ${JSON.stringify(instruction.command)}` });
        break;
      case 'MAINTAINER':
        config.author = instruction.author;
        steps.push({ kind: 'config', createdBy: `MAINTAINER ${instruction.author}` });
        break;
    }
  }
  const unusedBuildArgs = [...(options.buildArgs?.keys() ?? [])].filter((name) => !used.has(name));
  return { ...(from === undefined ? {} : { from }), steps, config, unusedBuildArgs };
}

/** A COPY or ADD, its words expanded: the sources and the destination (the last word). */
function copyStep(
  instruction: Extract<Instruction, { keyword: 'COPY' | 'ADD' }>,
  lookup: Lookup,
  where: Where,
): BuildStep {
  const words =
    typeof instruction.words === 'string'
      ? expandWords(instruction.words, lookup, where)
      : instruction.words.map((w) => expandWord(w, lookup, where));
  if (words.length < 2)
    throw new KubefileError(
      `${instruction.keyword} needs at least one source and a destination after expansion`,
      where.file,
      where.line,
    );
  const copy: CopyStep = {
    keyword: instruction.keyword,
    sources: words.slice(0, -1),
    destination: words.at(-1) as string,
    line: instruction.line,
    ...(instruction.chmod === undefined ? {} : { chmod: instruction.chmod }),
  };
  const chmod = copy.chmod === undefined ? '' : ` --chmod=${copy.chmod.toString(8).padStart(4, '0')}`;
  return {
    kind: 'layer',
    copy,
    createdBy: `${copy.keyword}${chmod} ${copy.sources.join(' ')} ${copy.destination}`,
  };
}

function expandPairs(
  pairs: Extract<Instruction, { keyword: 'ENV' | 'LABEL' }>['pairs'],
  lookup: Lookup,
  where: Where,
): [string, string][] {
  return pairs.map(({ key, value }) => {
    const name = expandWord(key, lookup, where);
    if (!name) throw new KubefileError(`empty key in: ${key}=${value}`, where.file, where.line);
    return [name, expandWord(value, lookup, where)];
  });
}

function targetArgs(platform: string | undefined): Map<string, string> {
  if (!platform) return new Map();
  const [os = '', arch = '', variant = ''] = platform.split('/');
  return new Map([
    ['TARGETPLATFORM', platform],
    ['TARGETOS', os],
    ['TARGETARCH', arch],
    ['TARGETVARIANT', variant],
  ]);
}

/** The base image must be a reference now: a typo fails on its line, not at the pull. */
function checkBaseReference(image: string, where: Where): void {
  try {
    parseReference(image);
  } catch (error) {
    if (!(error instanceof InvalidReferenceError)) throw error;
    throw new KubefileError(`FROM: ${error.message}`, where.file, where.line);
  }
}
