import { type Document, isMap, isPair, isScalar, isSeq, LineCounter, parseAllDocuments } from 'yaml';
import type { z } from 'zod';
import { causeText, UsageError } from '../errors.js';
import { readInputFile } from '../files/read-input.js';
import { checkClusterRules, checkKubeadmRules } from './cluster-rules.js';
import { ClusterfileError, type ClusterfileProblem, type FieldPath, formatPath } from './problems.js';
import {
  type Cluster,
  type Clusterfile,
  ClusterSchema,
  type Config,
  ConfigSchema,
  K3S_SECRET_KEYS,
  type K3sDocument,
  KUBEADM_API_VERSIONS,
  type KubeadmDocument,
} from './schema.js';
import { findUnknownFields } from './unknown-fields.js';

/** A valid Clusterfile and what is worth telling the user about it (unknown fields, overridden Configs). */
export interface LoadedClusterfile {
  clusterfile: Clusterfile;
  warnings: ClusterfileProblem[];
}

/** Reads and validates a Clusterfile; a ClusterfileError carries every problem, each with file and line. */
export async function readClusterfile(path: string): Promise<LoadedClusterfile> {
  let text: string;
  try {
    text = await readInputFile(path);
  } catch (error) {
    throw new UsageError(`cannot read the Clusterfile ${path}: ${causeText(error)}`, {
      file: path,
      cause: error,
    });
  }
  return parseClusterfile(text, path);
}

/**
 * Parses a multi-document Clusterfile. Documents are matched by kind: the Cluster first, then Configs (the
 * later of two with one name wins), kubeadm documents kept verbatim in order, at most one k3s document (no
 * kind, no apiVersion: k3s's flags); other kinds are ignored, as sealos does, with a warning.
 */
export function parseClusterfile(text: string, file = 'Clusterfile'): LoadedClusterfile {
  const reader = new DocumentReader(text, file);
  return reader.read();
}

class DocumentReader {
  private readonly lineCounter = new LineCounter();
  private readonly errors: ClusterfileProblem[] = [];
  private readonly warnings: ClusterfileProblem[] = [];

  constructor(
    private readonly text: string,
    private readonly file: string,
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
      lineCounter: this.lineCounter,
      logLevel: 'error',
    })) {
      if (this.reportSyntaxErrors(document)) {
        syntaxErrors = true;
        continue;
      }
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
      const value = read.value;
      if (value === null || value === undefined) continue;
      const first = documentCount === 0;
      documentCount++;
      const at = (path: FieldPath) => this.lineOf(document, path);
      if (typeof value !== 'object' || Array.isArray(value)) {
        this.errors.push({
          file: this.file,
          line: at([]),
          path: '',
          message: 'a document must be a mapping',
        });
        continue;
      }
      const kind = (value as Record<string, unknown>).kind;
      if (kind === 'Cluster') {
        const misplaced = clusterSeen
          ? 'a second Cluster document; a Clusterfile has exactly one'
          : first
            ? undefined
            : 'the Cluster document must be the first document';
        clusterSeen = true;
        if (misplaced) this.errors.push({ file: this.file, line: at([]), path: '', message: misplaced });
        else cluster = this.checkCluster(value, document);
      } else if (kind === 'Config') {
        const config = this.checkConfig(value, document, documentCount);
        if (!config) continue;
        // Unnamed Configs cannot replace each other: each keeps its own key.
        const name = config.metadata?.name ?? `(document ${documentCount})`;
        if (configsByName.has(name))
          this.warnings.push({
            file: this.file,
            line: at([]),
            document: `Config "${name}"`,
            path: '',
            message: 'defined again; this later definition replaces the earlier one',
          });
        configsByName.delete(name);
        configsByName.set(name, config);
      } else if (typeof kind === 'string' && KUBEADM_API_VERSIONS[kind]) {
        const kubeadmDocument = this.checkKubeadm(value as Record<string, unknown>, kind, document);
        if (kubeadmDocument) kubeadm.push(kubeadmDocument);
      } else if (kind === undefined && (value as Record<string, unknown>).apiVersion === undefined) {
        // No kind and no apiVersion: k3s's flags, as sealos reads such a document (checked by the k3s runtime).
        if (k3s)
          this.errors.push({
            file: this.file,
            line: at([]),
            path: '',
            message: 'a second k3s configuration document (no kind); a Clusterfile has at most one',
          });
        k3s = value as K3sDocument;
        for (const key of K3S_SECRET_KEYS.filter((secret) => secret in k3s!))
          this.errors.push({
            file: this.file,
            line: at([key]),
            document: 'k3s configuration',
            path: key,
            message:
              'a token cannot be set here: it would be saved with the Clusterfile; the k3s runtime generates the tokens and keeps them on the hosts',
          });
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
    };
  }

  private checkCluster(value: object, document: Document): Cluster | undefined {
    const valid = this.checkSchema(ClusterSchema, value, document, undefined);
    for (const violation of checkClusterRules(value))
      this.errors.push({
        file: this.file,
        line: this.lineOf(document, violation.path),
        path: formatPath(violation.path),
        message: violation.message,
      });
    return valid ? (value as Cluster) : undefined;
  }

  private checkConfig(value: object, document: Document, documentNumber: number): Config | undefined {
    const name = (value as { metadata?: { name?: unknown } }).metadata?.name;
    const label = typeof name === 'string' ? `Config "${name}"` : `Config (document ${documentNumber})`;
    return this.checkSchema(ConfigSchema, value, document, label) ? (value as Config) : undefined;
  }

  private checkKubeadm(value: Record<string, unknown>, kind: string, document: Document) {
    const allowed = KUBEADM_API_VERSIONS[kind] ?? [];
    if (typeof value.apiVersion === 'string' && allowed.includes(value.apiVersion)) {
      for (const violation of checkKubeadmRules(kind, value))
        this.errors.push({
          file: this.file,
          line: this.lineOf(document, violation.path),
          document: kind,
          path: formatPath(violation.path),
          message: violation.message,
        });
      return value as KubeadmDocument;
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

  /** Schema errors become located problems, unknown fields located warnings. True when the schema holds. */
  private checkSchema(schema: z.ZodType, value: object, document: Document, label: string | undefined) {
    const result = schema.safeParse(value);
    for (const issue of result.error?.issues ?? []) {
      const path = issue.path.filter((segment) => typeof segment !== 'symbol') as FieldPath;
      this.errors.push({
        file: this.file,
        line: this.lineOf(document, path),
        document: label,
        path: formatPath(path),
        message: issue.message,
      });
    }
    for (const path of findUnknownFields(schema, value))
      this.warnings.push({
        file: this.file,
        line: this.lineOf(document, path),
        document: label,
        path: formatPath(path),
        message: 'unknown field, ignored (kept when the Clusterfile is saved)',
      });
    return result.success;
  }

  private reportSyntaxErrors(document: Document): boolean {
    for (const { line, message } of syntaxProblems(document))
      this.errors.push({ file: this.file, line, path: '', message });
    return document.errors.length > 0;
  }

  /** The line of the deepest node of `path` that exists (a key's own line for a map entry). */
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
