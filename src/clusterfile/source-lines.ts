/**
 * Where a document's fields were written: the Clusterfile's name and a line per field path (`networking.podSubnet`).
 * The loader attaches it to each kubeadm document it reads, out of sight of saving (a symbol, not enumerable),
 * so the runtime can name the line of a field it has to drop when it converts the document for the cluster's
 * Kubernetes version, which the loader does not know yet. A copied document loses it; messages then name no line.
 */
export interface SourceLines {
  file: string;
  lineOf(fieldPath: string): number | undefined;
}

const SOURCE_LINES = Symbol('source lines');

export function withSourceLines<T extends object>(document: T, lines: SourceLines): T {
  Object.defineProperty(document, SOURCE_LINES, { value: lines, enumerable: false });
  return document;
}

export function sourceLinesOf(document: object): SourceLines | undefined {
  return (document as { [SOURCE_LINES]?: SourceLines })[SOURCE_LINES];
}
