import { type ConfigStrategy, configPathInImage, isConfigStrategy } from '../../clusterfile/index.js';
import { fileErrorWords, SealosError } from '../../errors.js';
import { pathProblem } from '../../files/input-path.js';
import { readFileInRoot, replaceFileInRoot } from '../../untrusted-tree/files.js';
import { MergeClash } from '../../yaml/deep-merge.js';
import { type Json, marshalYaml, mergeYaml, parseYamlDocuments } from './merge.js';

/** The parts of a Clusterfile `kind: Config` document this module reads (the zod type fits it). */
export interface ConfigLike {
  metadata: { name: string };
  spec: { path: string; data?: string; match?: string; strategy?: string };
}

export class ConfigError extends SealosError {}

/** The default Configs an image ships in `config.yml` at its root. */
const IMAGE_CONFIG_FILE = 'config.yml';

function strategyOf(config: ConfigLike): ConfigStrategy {
  const strategy = config.spec.strategy ?? '';
  // Empty means override, as in sealos.
  if (strategy === '') return 'override';
  if (isConfigStrategy(strategy)) return strategy;
  throw new ConfigError(
    `Config ${config.metadata.name}: unknown strategy ${JSON.stringify(strategy)} (merge, insert, append or override)`,
  );
}

/** A Config's path must stay inside the image. */
function relativePath(config: ConfigLike): string {
  // An image's own config.yml is read without the Clusterfile's schema: its path is checked here.
  const problem = pathProblem(config.spec.path);
  if (problem)
    throw new ConfigError(
      `Config ${config.metadata.name}: path ${JSON.stringify(config.spec.path.slice(0, 80))}: ${problem}`,
    );
  const normalized = configPathInImage(config.spec.path);
  if (normalized === undefined)
    throw new ConfigError(
      `Config ${config.metadata.name}: path ${JSON.stringify(config.spec.path)} leaves the image`,
    );
  return normalized;
}

/** One strategy applied to a file's current content (`undefined` = the file does not exist). */
export function applyStrategy(config: ConfigLike, existing: string | undefined): string {
  const data = config.spec.data ?? '';
  switch (strategyOf(config)) {
    case 'insert':
      return `${data}\n${existing ?? ''}`;
    case 'append':
      return `${existing ?? ''}\n${data}`;
    case 'override':
      return data;
    case 'merge':
      try {
        return mergeYaml(existing, data);
      } catch (error) {
        const detail =
          error instanceof MergeClash ? error.message : `cannot merge: ${(error as Error).message}`;
        throw new ConfigError(`Config ${config.metadata.name}: ${config.spec.path}: ${detail}`, {
          file: config.spec.path,
          cause: error,
        });
      }
  }
}

/** Configs that apply to this image: `match` empty or exactly the image reference. */
export function configsForImage(configs: readonly ConfigLike[], imageRef: string): ConfigLike[] {
  return configs.filter((config) => !config.spec.match || config.spec.match === imageRef);
}

/**
 * The new content of every file the Configs touch, computed from the pristine files given by `readPristine`
 * (several Configs on one path apply in order, each on the previous result).
 */
export function planConfigFiles(
  configs: readonly ConfigLike[],
  readPristine: (relative: string) => string | undefined,
): Map<string, string> {
  const files = new Map<string, string>();
  for (const config of configs) {
    const relative = relativePath(config);
    const current = files.has(relative) ? files.get(relative) : readPristine(relative);
    files.set(relative, applyStrategy(config, current));
  }
  return files;
}

/** Reads an image's default Configs (`config.yml`, multi-document); none when the file is absent. */
async function readImageConfigs(imageDir: string): Promise<ConfigLike[]> {
  const file = await readFileInRoot(imageDir, IMAGE_CONFIG_FILE);
  if (!file) return [];
  const documents = parseYamlDocuments(file.text);
  return documents.filter(isConfigDocument).map((doc, i) => {
    const spec = doc.spec as JsonMap;
    const metadata = (doc.metadata ?? {}) as JsonMap;
    return {
      metadata: { name: String(metadata.name ?? `${IMAGE_CONFIG_FILE}#${i + 1}`) },
      spec: {
        path: String(spec.path),
        data: typeof spec.data === 'string' ? spec.data : spec.data == null ? '' : marshalYaml(spec.data),
        match: spec.match ? String(spec.match) : undefined,
        strategy: spec.strategy ? String(spec.strategy) : undefined,
      },
    };
  });
}

type JsonMap = { [key: string]: Json };

function isConfigDocument(doc: Json): doc is JsonMap {
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) return false;
  if (doc.kind !== undefined && doc.kind !== 'Config') return false;
  const spec = doc.spec;
  return spec !== null && typeof spec === 'object' && !Array.isArray(spec) && typeof spec?.path === 'string';
}

export interface ApplyConfigsOptions {
  /** The image reference exactly as written in spec.image (what `match` compares with). */
  imageRef: string;
  /** The pristine image root: Configs are always computed from these files, never from earlier results. */
  sourceDir: string;
  /** Where the results are written (a copy of the image, e.g. the rootfs being prepared). */
  targetDir: string;
  /** The user's Configs; the image's own config.yml Configs apply before them. */
  configs: readonly ConfigLike[];
}

export interface AppliedConfigFile {
  path: string;
  configs: string[];
}

/**
 * Applies the image's default Configs and then the user's (those matching `imageRef`) to the pristine files
 * of `sourceDir`, writing each result to `targetDir`. Running it again gives the same files: nothing
 * accumulates across runs (our choice over sealos, which edits the tree in place).
 */
export async function applyConfigs(options: ApplyConfigsOptions): Promise<AppliedConfigFile[]> {
  const defaults = await readImageConfigs(options.sourceDir);
  const configs = configsForImage([...defaults, ...options.configs], options.imageRef);
  const pristine = new Map<string, { text: string; mode: number } | undefined>();
  for (const config of configs) {
    const relative = relativePath(config);
    if (pristine.has(relative)) continue;
    // Read and written inside the image root: a link of the image never leads a Config outside it.
    pristine.set(
      relative,
      await readFileInRoot(options.sourceDir, relative).catch((error: unknown) => {
        throw fileFailure(error, [config.metadata.name], relative);
      }),
    );
  }
  const results = planConfigFiles(configs, (relative) => pristine.get(relative)?.text);
  const applied: AppliedConfigFile[] = [];
  for (const [relative, text] of results) {
    const names = configs.filter((c) => relativePath(c) === relative).map((c) => c.metadata.name);
    await replaceFileInRoot(options.targetDir, relative, text, pristine.get(relative)?.mode ?? 0o644).catch(
      (error: unknown) => {
        throw fileFailure(error, names, relative);
      },
    );
    applied.push({ path: relative, configs: names });
  }
  return applied;
}

/**
 * A file system error reading or writing a Config's file (a path deeper than the system allows under the tree,
 * a folder where the file goes) as a ConfigError naming the Configs and the path; any other error as it is.
 */
function fileFailure(error: unknown, names: string[], relative: string): unknown {
  const words = fileErrorWords(error);
  if (words === undefined) return error;
  const shown = relative.length > 80 ? `${relative.slice(0, 80)}… (${relative.length} characters)` : relative;
  return new ConfigError(`Config ${names.join(', ')}: path ${JSON.stringify(shown)}: ${words}`, {
    file: relative,
    cause: error,
  });
}
