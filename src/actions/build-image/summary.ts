import type { BuildOutcome } from '../../build/build-request.js';
import { formatBytes } from '../../log/logger.js';

/** The outputs a later step needs: the digest, the image reference and its size. */
export function buildOutputs(outcome: BuildOutcome): { digest: string; image: string; size: string } {
  if (outcome.kind === 'index')
    return {
      digest: outcome.result.digest,
      image: outcome.result.reference,
      size: String(outcome.result.size),
    };
  const { result } = outcome;
  return { digest: result.digest, image: result.tags[0] ?? '', size: String(result.size) };
}

/** A table row as core.summary.addTable takes it. */
export type SummaryTableRow = (string | { data: string; header?: boolean })[];

/** What the job summary shows, as headings and tables (the action writes them with core.summary). */
export interface SummarySection {
  heading: string;
  text?: string;
  table?: SummaryTableRow[];
}

const short = (digest: string) => digest.replace(/^sha256:/, '').slice(0, 12);

export function buildSummary(outcome: BuildOutcome): SummarySection[] {
  if (outcome.kind === 'index') {
    const { result } = outcome;
    return [
      { heading: `Index ${result.reference}`, text: `digest \`${result.digest}\`` },
      {
        heading: 'Platforms',
        table: [
          [
            { data: 'platform', header: true },
            { data: 'digest', header: true },
            { data: 'from', header: true },
          ],
          ...result.manifests.map((m) => [m.platform, `<code>${short(m.digest)}</code>`, m.source]),
        ],
      },
    ];
  }
  const { result, saved } = outcome;
  const sections: SummarySection[] = [
    {
      heading: `Image ${result.tags[0] ?? '(untagged)'}`,
      text: `digest \`${result.digest}\`, ${formatBytes(result.size)} compressed, ${result.image.platform.os}/${result.image.platform.architecture}${result.overrides.length ? `, ${result.overrides.length} files overridden by later contexts` : ''}`,
    },
    {
      heading: 'Layers',
      table: [
        [
          { data: 'instruction', header: true },
          { data: 'entries', header: true },
          { data: 'size', header: true },
          { data: 'compressed', header: true },
          { data: 'digest', header: true },
        ],
        ...result.layers.map((l) => [
          l.createdBy,
          String(l.files),
          formatBytes(l.uncompressedSize),
          formatBytes(l.size),
          `<code>${short(l.digest)}</code>`,
        ]),
      ],
    },
  ];
  if (result.overrides.length) {
    const shown = result.overrides.slice(0, 50);
    sections.push({
      heading: 'Files overridden by later contexts',
      table: [
        [
          { data: 'path', header: true },
          { data: 'from', header: true },
          { data: 'overridden by', header: true },
        ],
        ...shown.map((o) => [o.path, o.from, o.by]),
      ],
      ...(result.overrides.length > shown.length
        ? { text: `${result.overrides.length - shown.length} more in the log` }
        : {}),
    });
  }
  const first = result.pushed[0];
  if (first) {
    const count = (kind: string) => first.blobs.filter((b) => b.result === kind).length;
    sections.push({
      heading: 'Push',
      text: `${result.pushed.map((p) => p.reference).join(', ')}: ${count('uploaded')} uploaded, ${count('mounted')} mounted, ${count('exists')} already there (skipped)`,
      table: [
        [
          { data: 'blob', header: true },
          { data: 'kind', header: true },
          { data: 'size', header: true },
          { data: 'result', header: true },
        ],
        ...first.blobs.map((b) => [`<code>${short(b.digest)}</code>`, b.kind, formatBytes(b.size), b.result]),
      ],
    });
  }
  if (saved)
    sections.push({
      heading: 'Saved images (registry/)',
      text: `${saved.downloaded} blobs downloaded (${formatBytes(saved.downloadedBytes)}), ${saved.present} already present`,
      table: [
        [
          { data: 'image', header: true },
          { data: 'saved as', header: true },
          { data: 'digest', header: true },
        ],
        ...saved.images.map((i) => [i.source, i.saved, `<code>${short(i.digest)}</code>`]),
      ],
    });
  return sections;
}
