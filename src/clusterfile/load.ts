import { type Document, isMap, isPair, isScalar, isSeq, LineCounter, parseAllDocuments, visit } from 'yaml';
import type { z } from 'zod';
import { causeText, UsageError } from '../errors.js';
import { readInputFile } from '../files/read-input.js';
import { DEFAULT_SSH_PORT, formatHostAddress } from './address.js';
import { checkClusterRules, checkKubeadmRules } from './cluster-rules.js';
import { type MatchedKeys, matchKeys, writtenPath } from './fields/match-keys.js';
import { type FieldShape, TYPE_META } from './fields/shape.js';
import { fieldShapeOf } from './fields/zod-shape.js';
import { KUBEADM_API_VERSIONS, readKubeadmDocument } from './kubeadm-document.js';
import { ClusterfileError, type ClusterfileProblem, type FieldPath, formatPath } from './problems.js';
import {
  type Cluster,
  type Clusterfile,
  ClusterSchema,
  type Config,
  ConfigSchema,
  K3S_SECRET_KEYS,
  type K3sDocument,
  type KubeadmDocument,
} from './schema.js';
import { withSourceLines } from './source-lines.js';

const CLUSTER_FIELDS = fieldShapeOf(ClusterSchema);
const CONFIG_FIELDS = fieldShapeOf(ConfigSchema);

/** A valid Clusterfile and what is worth telling the user about it (unknown fields, overridden Configs). */
export interface LoadedClusterfile {
  clusterfile: Clusterfile;
  warnings: ClusterfileProblem[];
  /** The host (`ip:port`) made the only master because the Cluster listed none (ReadOptions.localHost). */
  localHost?: string;
}

export interface ReadOptions {
  /**
   * This machine's address: a Cluster that lists no hosts gets it as its only master, as `sealos apply` does
   * (pkg/apply/utils.go CheckAndInitialize). Without it such a Cluster has no master, an error.
   */
  localHost?: () => string;
}

/** Reads and validates a Clusterfile; a ClusterfileError carries every problem, each with file and line. */
export async function readClusterfile(path: string, options: ReadOptions = {}): Promise<LoadedClusterfile> {
  return parseClusterfile(await readClusterfileText(path), path, options);
}

/** A Clusterfile's text; a UsageError naming the file when it cannot be read. */
export async function readClusterfileText(path: string): Promise<string> {
  try {
    return await readInputFile(path);
  } catch (error) {
    throw new UsageError(`cannot read the Clusterfile ${path}: ${causeText(error)}`, {
      file: path,
      cause: error,
    });
  }
}

// sealos reads YAML with go-yaml v2 (under sigs.k8s.io/yaml), which applies YAML 1.1 merge keys and takes the later
// of two equal keys (reported by reportDuplicateKeys).
const PARSE_OPTIONS = { logLevel: 'error', merge: true, uniqueKeys: false } as const;
const SECOND_CLUSTER = 'a second Cluster document; a Clusterfile has exactly one';
const CLUSTER_NOT_FIRST = 'the Cluster document must be the first document';

/**
 * Parses a multi-document Clusterfile as sealos reads it (YAML 1.1 merge keys `<<: *anchor` included, keys of
 * every known document matched case-insensitively, as Go's encoding/json does). Documents are matched by kind:
 * the Cluster first, then Configs (the later of two with one name wins), kubeadm documents in order (see
 * readKubeadmDocument), at most one k3s document (no kind, no apiVersion: k3s's flags); other kinds are
 * ignored, as sealos does, with a warning.
 */
export function parseClusterfile(
  text: string,
  file = 'Clusterfile',
  options: ReadOptions = {},
): LoadedClusterfile {
  const reader = new DocumentReader(text, file, options);
  return reader.read();
}

class DocumentReader {
  private readonly lineCounter = new LineCounter();
  private readonly errors: ClusterfileProblem[] = [];
  private readonly warnings: ClusterfileProblem[] = [];
  private localHost: string | undefined;

  constructor(
    private readonly text: string,
    private readonly file: string,
    private readonly options: ReadOptions,
  ) {}

  read(): LoadedClusterfile {
    let cluster: Cluster | undefined;
    const configsByName = new Map<string, Config>();
    const kubeadm: KubeadmDocument[] = [];
    let k3s: K3sDocument | undefined;
    let documentCount = 0;
    let clusterSeen = false;
    let syntaxErrors = false;
    for (const document of parseAllDocuments(this.text, {
      ...PARSE_OPTIONS,
      lineCounter: this.lineCounter,
    })) {
      if (this.reportSyntaxErrors(document)) {
        syntaxErrors = true;
        continue;
      }
      this.reportDuplicateKeys(document);
      const read = documentValue(document);
      if ('problem' in read) {
        this.errors.push({
          file: this.file,
          line: this.lineOf(document, []),
          path: '',
          message: read.problem,
        });
        continue;
      }
      if (read.value === null || read.value === undefined) continue;
      const first = documentCount === 0;
      documentCount++;
      const at = (path: FieldPath) => this.lineOf(document, path);
      if (typeof read.value !== 'object' || Array.isArray(read.value)) {
        this.errors.push({
          file: this.file,
          line: at([]),
          path: '',
          message: 'a document must be a mapping',
        });
        continue;
      }
      // `Kind:` and `APIVersion:` are read as kind and apiVersion, as every other key.
      const value = matchKeys(read.value, TYPE_META, { dropUnknown: false }).value as Record<string, unknown>;
      const kind = value.kind;
      if (kind === 'Cluster') {
        const misplaced = clusterSeen ? SECOND_CLUSTER : first ? undefined : CLUSTER_NOT_FIRST;
        clusterSeen = true;
        if (misplaced) this.errors.push({ file: this.file, line: at([]), path: '', message: misplaced });
        else cluster = this.checkCluster(value, document);
      } else if (kind === 'Config') this.addConfig(configsByName, value, document, documentCount);
      else if (typeof kind === 'string' && KUBEADM_API_VERSIONS[kind]) {
        const kubeadmDocument = this.checkKubeadm(value, kind, document);
        if (kubeadmDocument) kubeadm.push(kubeadmDocument);
      } else if (kind === undefined && (value as Record<string, unknown>).apiVersion === undefined) {
        // No kind and no apiVersion: k3s's flags, as sealos reads such a document (checked by the k3s runtime).
        k3s = this.readK3s(value, document, k3s !== undefined);
      } else {
        this.warnings.push({
          file: this.file,
          line: at(['kind']),
          path: 'kind',
          message: `${JSON.stringify(kind ?? null)} is not a Clusterfile kind; the document is ignored`,
        });
      }
    }
    // Only when nothing else explains it: a broken Cluster document is reported as what it is.
    if (!clusterSeen && !syntaxErrors)
      this.errors.push({
        file: this.file,
        line: 1,
        path: '',
        message: 'no Cluster document (kind: Cluster)',
      });
    if (this.errors.length > 0 || !cluster) throw new ClusterfileError(byLine(this.errors));
    return {
      clusterfile: { cluster, configs: [...configsByName.values()], kubeadm, ...(k3s ? { k3s } : {}) },
      warnings: byLine(this.warnings),
      ...(this.localHost ? { localHost: this.localHost } : {}),
    };
  }

  /** A Config document, kept by name: a later Config of the same name replaces the earlier one, with a warning. */
  private addConfig(
    configsByName: Map<string, Config>,
    value: object,
    document: Document,
    documentCount: number,
  ): void {
    const config = this.checkConfig(value, document, documentCount);
    if (!config) return;
    // Unnamed Configs cannot replace each other: each keeps its own key.
    const name = config.metadata?.name ?? `(document ${documentCount})`;
    if (configsByName.has(name))
      this.warnings.push({
        file: this.file,
        line: this.lineOf(document, []),
        document: `Config "${name}"`,
        path: '',
        message: 'defined again; this later definition replaces the earlier one',
      });
    configsByName.delete(name);
    configsByName.set(name, config);
  }

  /** The k3s document: its flags, each with its line (for a refusal of a flag that cannot change); no tokens. */
  private readK3s(value: object, document: Document, second: boolean): K3sDocument {
    const at = (path: FieldPath) => this.lineOf(document, path);
    if (second)
      this.errors.push({
        file: this.file,
        line: at([]),
        path: '',
        message: 'a second k3s configuration document (no kind); a Clusterfile has at most one',
      });
    const k3s = withSourceLines(value as K3sDocument, { file: this.file, lineOf: (flag) => at([flag]) });
    for (const key of K3S_SECRET_KEYS.filter((secret) => secret in k3s))
      this.errors.push({
        file: this.file,
        line: at([key]),
        document: 'k3s configuration',
        path: key,
        message:
          'a token cannot be set here: it would be saved with the Clusterfile; the k3s runtime generates the tokens and keeps them on the hosts',
      });
    return k3s;
  }

  private checkCluster(value: object, document: Document): Cluster | undefined {
    const matched = this.matchFields(value, CLUSTER_FIELDS, document, undefined);
    this.addLocalHost(matched.value as Cluster, document);
    const parsed = this.checkSchema(ClusterSchema, matched, document, undefined);
    for (const violation of checkClusterRules(matched.value))
      this.errors.push({
        file: this.file,
        line: this.lineOf(document, writtenPath(violation.path, matched.written)),
        path: formatPath(violation.path),
        message: violation.message,
      });
    return parsed as Cluster | undefined;
  }

  private checkConfig(value: object, document: Document, documentNumber: number): Config | undefined {
    const name = (value as { metadata?: { name?: unknown } }).metadata?.name;
    const label = typeof name === 'string' ? `Config "${name}"` : `Config (document ${documentNumber})`;
    const matched = this.matchFields(value, CONFIG_FIELDS, document, label);
    return this.checkSchema(ConfigSchema, matched, document, label) as Config | undefined;
  }

  /** No hosts and a local address given: this machine becomes the only master, with its architecture. */
  private addLocalHost(cluster: Cluster, document: Document): void {
    const hosts = cluster.spec?.hosts;
    if (!this.options.localHost || (Array.isArray(hosts) && hosts.length > 0)) return;
    if (hosts !== undefined && !Array.isArray(hosts)) return;
    const port = typeof cluster.spec?.ssh?.port === 'number' ? cluster.spec.ssh.port : DEFAULT_SSH_PORT;
    this.localHost = formatHostAddress({ ip: this.options.localHost(), port });
    const arch = process.arch === 'arm64' ? 'arm64' : 'amd64';
    cluster.spec = { ...cluster.spec, hosts: [{ ips: [this.localHost], roles: ['master', arch] }] };
    this.warnings.push({
      file: this.file,
      line: this.lineOf(document, ['spec']),
      path: 'spec.hosts',
      message: `no hosts listed: this machine (${this.localHost}) is the only master, as sealos apply does`,
    });
  }

  /** Keys matched to the schema's fields as Go's json does; unknown and repeated keys become located warnings. */
  private matchFields(
    value: object,
    fields: FieldShape,
    document: Document,
    label: string | undefined,
  ): MatchedKeys {
    const matched = matchKeys(value, fields, { dropUnknown: false });
    for (const path of matched.unknown)
      this.warnings.push({
        file: this.file,
        line: this.lineOf(document, path),
        document: label,
        path: formatPath(path),
        message: 'unknown field, ignored (kept when the Clusterfile is saved)',
      });
    for (const { at, field } of matched.repeated)
      this.warnings.push({
        file: this.file,
        line: this.lineOf(document, at),
        document: label,
        path: formatPath(at),
        message: `names ${field} again (keys are read case-insensitively); this later one is used`,
      });
    return matched;
  }

  private checkKubeadm(value: Record<string, unknown>, kind: string, document: Document) {
    const allowed = KUBEADM_API_VERSIONS[kind] ?? [];
    if (typeof value.apiVersion === 'string' && allowed.includes(value.apiVersion)) {
      const read = readKubeadmDocument(value);
      for (const { at, message } of read.findings)
        this.warnings.push({
          file: this.file,
          line: this.lineOf(document, at),
          document: kind,
          path: formatPath(at),
          message,
        });
      const where = (path: FieldPath) => this.lineOf(document, writtenPath(path, read.written));
      for (const violation of checkKubeadmRules(kind, read.document))
        this.errors.push({
          file: this.file,
          line: where(violation.path),
          document: kind,
          path: formatPath(violation.path),
          message: violation.message,
        });
      const file = this.file;
      return withSourceLines(read.document, {
        file,
        lineOf: (fieldPath) => where(fieldPath.split('.')),
      });
    }
    this.errors.push({
      file: this.file,
      line: this.lineOf(document, ['apiVersion']),
      document: kind,
      path: 'apiVersion',
      message: `${JSON.stringify(value.apiVersion ?? null)} is not one of ${allowed.join(', ')}`,
    });
    return undefined;
  }

  /** Schema errors become located problems (on the lines of the keys as written). The parsed value when the schema holds. */
  private checkSchema(
    schema: z.ZodType,
    matched: MatchedKeys,
    document: Document,
    label: string | undefined,
  ) {
    const result = schema.safeParse(matched.value);
    for (const issue of result.error?.issues ?? []) {
      const path = issue.path.filter((segment) => typeof segment !== 'symbol') as FieldPath;
      this.errors.push({
        file: this.file,
        line: this.lineOf(document, writtenPath(path, matched.written)),
        document: label,
        path: formatPath(path),
        message: issue.message,
      });
    }
    return result.success ? result.data : undefined;
  }

  /** A key given twice in one mapping: sealos's YAML reader keeps the later value, so do we, with a warning. */
  private reportDuplicateKeys(document: Document): void {
    visit(document, {
      Map: (_, map) => {
        const seen = new Set<unknown>();
        for (const pair of map.items) {
          if (!isScalar(pair.key)) continue;
          const key = pair.key.value;
          if (seen.has(key)) {
            const offset = rangeStart(pair.key);
            this.warnings.push({
              file: this.file,
              line: offset === undefined ? undefined : this.lineCounter.linePos(offset).line,
              path: String(key),
              message: 'given twice in one mapping; the later value is used, as sealos reads it',
            });
          }
          seen.add(key);
        }
      },
    });
  }

  private reportSyntaxErrors(document: Document): boolean {
    for (const { line, message } of syntaxProblems(document))
      this.errors.push({ file: this.file, line, path: '', message });
    return document.errors.length > 0;
  }

  /**
   * The line of the deepest node of `path` (keys as written) that exists (a key's own line for a map entry; a
   * key that came from a merge key `<<` is not in the map: the line is then its map's).
   */
  private lineOf(document: Document, path: FieldPath): number | undefined {
    let node: unknown = document.contents;
    let offset = rangeStart(node);
    for (const segment of path) {
      if (isMap(node)) {
        const pair = node.items.find(
          (item) => isPair(item) && isScalar(item.key) && item.key.value === segment,
        );
        if (!pair) break;
        offset = rangeStart(pair.key) ?? offset;
        node = pair.value;
      } else if (isSeq(node) && typeof segment === 'number' && node.items[segment] !== undefined) {
        node = node.items[segment];
        offset = rangeStart(node) ?? offset;
      } else break;
    }
    return offset === undefined ? undefined : this.lineCounter.linePos(offset).line;
  }
}

/**
 * A parsed document's plain value. Aliases are expanded at most 100 times: a document built to explode
 * ("billion laughs") is a problem of that document, not a crash. (Parsing with logLevel `error` keeps the
 * YAML library from printing Node warnings, e.g. for a mapping used as a key, which then reads as an unknown
 * field.)
 */
export function documentValue(document: Document): { value: unknown } | { problem: string } {
  try {
    return { value: document.toJS({ maxAliasCount: 100 }) };
  } catch (error) {
    return { problem: `YAML: ${(error as Error).message}` };
  }
}

/**
 * A document's YAML errors as problems. The YAML library runs out of stack on deep nesting and says so once
 * per node: that reads as one problem, without the JavaScript wording.
 */
export function syntaxProblems(document: Document): { line: number | undefined; message: string }[] {
  const problems = new Map<string, { line: number | undefined; message: string }>();
  for (const error of document.errors) {
    const exhausted = error.code === 'RESOURCE_EXHAUSTION' || /call stack/i.test(error.message);
    const message = exhausted
      ? 'YAML: nested too deeply or too large to read'
      : `YAML ${error.code}: ${error.message.split(' at line ')[0]}`;
    const line = error.linePos?.[0].line;
    problems.set(`${line}:${message}`, { line, message });
  }
  return [...problems.values()];
}

function rangeStart(node: unknown): number | undefined {
  const range = (node as { range?: [number, number, number] } | null)?.range;
  return range?.[0];
}

/** In file order, as a reader goes through them (the sort is stable: same-line problems keep their order). */
function byLine(problems: ClusterfileProblem[]): ClusterfileProblem[] {
  return [...problems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
