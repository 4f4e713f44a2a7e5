import { stringify } from 'yaml';

/**
 * Writes documents the way sealos's Go marshalling does (through JSON, so keys come out sorted, lists not
 * indented under their key): stable output for golden files and for comparing configs between runs.
 */
export function stringifyDocuments(documents: ReadonlyArray<Record<string, unknown>>): string {
  return documents
    .map((document) =>
      stringify(document, {
        sortMapEntries: true,
        lineWidth: 0,
        indentSeq: false,
        aliasDuplicateObjects: false,
      }),
    )
    .join('---\n');
}
