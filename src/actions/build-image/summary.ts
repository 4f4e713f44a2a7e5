import type { BuildOutcome } from '../../build/build-request.js';
import { formatBytes } from '../../log/logger.js';
import { markdownTable } from '../../log/markdown.js';

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

/** What the job summary shows, as headings, text and tables. */
export interface SummarySection {
  heading: string;
  text?: string;
  table?: { header: string[]; rows: string[][] };
}

const short = (digest: string) => `\`${digest.replace(/^sha256:/, '').slice(0, 12)}\``;

export function buildSummary(outcome: BuildOutcome): SummarySection[] {
  if (outcome.kind === 'index') {
    const { result } = outcome;
    return [
      { heading: `Index ${result.reference}`, text: `digest \`${result.digest}\`` },
      {
        heading: 'Platforms',
        table: {
          header: ['platform', 'digest', 'from'],
          rows: result.manifests.map((m) => [m.platform, short(m.digest), m.source]),
        },
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
      table: {
        header: ['instruction', 'entries', 'size', 'compressed', 'digest'],
        rows: result.layers.map((l) => [
          l.createdBy,
          String(l.files),
          formatBytes(l.uncompressedSize),
          formatBytes(l.size),
          short(l.digest),
        ]),
      },
    },
  ];
  if (result.overrides.length) {
    const shown = result.overrides.slice(0, 50);
    sections.push({
      heading: 'Files overridden by later contexts',
      table: {
        header: ['path', 'from', 'overridden by'],
        rows: shown.map((o) => [o.path, o.from, o.by]),
      },
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
      table: {
        header: ['blob', 'kind', 'size', 'result'],
        rows: first.blobs.map((b) => [short(b.digest), b.kind, formatBytes(b.size), b.result]),
      },
    });
  }
  if (saved)
    sections.push({
      heading: 'Saved images (registry/)',
      text: `${saved.downloaded} blobs downloaded (${formatBytes(saved.downloadedBytes)}), ${saved.present} already present`,
      table: {
        header: ['image', 'saved as', 'digest'],
        rows: saved.images.map((i) => [i.source, i.saved, short(i.digest)]),
      },
    });
  return sections;
}

/** The sections as the job summary's Markdown. */
export function buildSummaryMarkdown(outcome: BuildOutcome): string {
  const lines: string[] = [];
  for (const section of buildSummary(outcome)) {
    lines.push(`### ${section.heading}`, '');
    if (section.text) lines.push(section.text, '');
    if (section.table) lines.push(...markdownTable(section.table.header, section.table.rows), '');
  }
  return lines.join('\n');
}
