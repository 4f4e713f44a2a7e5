import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { causeText } from '../../errors.js';
import {
  CHART_ARCHIVE_LIMITS,
  type Chart,
  ChartError,
  chartFromFiles,
  HelmIgnore,
  renderChart,
  unpackChartArchive,
} from '../../helm/index.js';
import { fromData, parseYaml11 } from '../../render/functions/encoding.js';
import { GoMap } from '../../render/template/values.js';
import type { ContextEntry, MergedContext } from '../context/merged-context.js';
import type { RenderedManifest } from '../registry-save/image-list.js';

/** The release sreg renders every chart as (pkg/buildimage/chart.go: `ReleaseOptions{Name: "dryrun"}`). */
const RELEASE = { name: 'dryrun', namespace: '' };

/**
 * sreg's ParseChartImages over a build context (pkg/buildimage/chart.go): each chart of `loadContextCharts` is
 * rendered with its values.yaml and, when present, `charts/<name in Chart.yaml>.values.yaml` over it, release
 * `dryrun` in no namespace. Every rendered template is yielded, named by its place in the context
 * (`charts/metallb/templates/controller.yaml`).
 */
export async function* renderContextCharts(context: MergedContext): AsyncGenerator<RenderedManifest> {
  for await (const { path, chart } of loadContextCharts(context)) {
    const rendered = renderChart(chart, await namedValues(context, chart.name), RELEASE);
    for (const template of rendered) {
      const inChart = template.name.slice(template.name.indexOf('/'));
      yield { file: `${path}${inChart}`, text: template.text };
    }
  }
}

/**
 * The charts of a context as sreg loads them (getChartSub1Paths, then helm's loader.Load): each first-level
 * folder of `charts/`, or entry whose name ends in `tgz`, in name order. A folder's `.helmignore` applies
 * (helm's LoadDir); an archive's does not (LoadArchive reads every file). Symbolic links are not followed: a
 * linked chart is skipped, as os.ReadDir's entry is no folder.
 */
export async function* loadContextCharts(
  context: MergedContext,
): AsyncGenerator<{ path: string; chart: Chart }> {
  const firstLevel = [...context.entries.values()].filter(
    (entry) =>
      entry.path.startsWith('charts/') &&
      entry.path.split('/').length === 2 &&
      (entry.type === 'directory' || (entry.type === 'file' && entry.path.endsWith('tgz'))),
  );
  for (const entry of firstLevel.sort((a, b) => (a.path < b.path ? -1 : 1))) {
    const files =
      entry.type === 'directory'
        ? await folderFiles(context, `${entry.path}/`)
        : await unpackChartArchive(createReadStream(entry.source), entry.path);
    yield { path: entry.path, chart: await chartFromFiles(files, entry.path) };
  }
}

/**
 * A chart folder's regular files, by path inside it, as helm's LoadDir reads them: without what the folder's
 * `.helmignore` (and helm's default `templates/.?*`) leaves out. Bounded like an archive (a context is untrusted).
 */
async function folderFiles(context: MergedContext, prefix: string): Promise<Map<string, Buffer>> {
  const tooLarge = (entry: ContextEntry) =>
    new ChartError(
      `${entry.path}: the chart is larger than a chart may be (${CHART_ARCHIVE_LIMITS.fileBytes} bytes a file, ` +
        `${CHART_ARCHIVE_LIMITS.totalBytes} in all)`,
      { file: entry.source, phase: 'chart' },
    );
  const ignoreEntry = context.entries.get(`${prefix}${HelmIgnore.fileName}`);
  let ignoreText: string | undefined;
  if (ignoreEntry?.type === 'file') {
    if (ignoreEntry.size > CHART_ARCHIVE_LIMITS.fileBytes) throw tooLarge(ignoreEntry);
    ignoreText = await readFile(ignoreEntry.source, 'utf8');
  }
  const ignore = HelmIgnore.parse(ignoreText, `${prefix}${HelmIgnore.fileName}`, ignoreEntry?.source);
  const files = new Map<string, Buffer>();
  let total = 0;
  for (const entry of context.entries.values()) {
    if (!entry.path.startsWith(prefix) || entry.type !== 'file') continue;
    if (ignore.excludes(entry.path.slice(prefix.length))) continue;
    total += entry.size;
    if (entry.size > CHART_ARCHIVE_LIMITS.fileBytes || total > CHART_ARCHIVE_LIMITS.totalBytes)
      throw tooLarge(entry);
    files.set(entry.path.slice(prefix.length), await readFile(entry.source));
  }
  return files;
}

/** `charts/<name>.values.yaml`, the values sreg passes to helm for chart `<name>`; none when absent. */
async function namedValues(context: MergedContext, name: string): Promise<GoMap> {
  const entry = context.entries.get(`charts/${name}.values.yaml`);
  if (entry?.type !== 'file') return new GoMap(new Map());
  let data: unknown;
  try {
    data = parseYaml11(await readFile(entry.source, 'utf8'));
  } catch (cause) {
    throw new ChartError(`${entry.path}: ${causeText(cause)}`, { file: entry.source, phase: 'chart', cause });
  }
  if (data === null || data === undefined) return new GoMap(new Map());
  const values = fromData(data);
  if (!(values instanceof GoMap))
    throw new ChartError(`${entry.path}: not a mapping of values`, { file: entry.source, phase: 'chart' });
  return values;
}
