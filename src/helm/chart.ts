import { fromData, parseYaml11 } from '../render/functions/encoding.js';
import { GoMap, type Value } from '../render/template/values.js';
import { unpackChartArchive } from './chart-archive.js';
import { ChartError } from './chart-error.js';

/** One `dependencies:` entry of Chart.yaml (helm pkg/chart/dependency.go), as far as rendering needs it. */
export interface ChartDependency {
  name: string;
  version: string;
  condition: string;
  tags: string[];
  alias: string;
  /** `import-values` as written (strings and `child`/`parent` maps); read when values are imported. */
  importValues: unknown[];
}

/** A loaded chart (helm pkg/chart/chart.go): what loader.LoadFiles sorts the chart's files into. */
export interface Chart {
  /** Chart.yaml as data, for `.Chart` (helm passes its *chart.Metadata). */
  metadata: Record<string, unknown>;
  name: string;
  version: string;
  dependencies: ChartDependency[];
  /** values.yaml as the template sees it (a map; numbers float64, as sigs.k8s.io/yaml gives them). */
  values: Map<string, Value>;
  /** `templates/...` paths and their text. */
  templates: { name: string; text: string }[];
  /** Every other file of the chart (for `.Files`), by path inside the chart. */
  files: Map<string, Buffer>;
  /** Subcharts found in `charts/` (folders and `.tgz`). */
  subcharts: Chart[];
  /** Where the chart came from, for messages: `charts/metallb` or `charts/metallb/charts/crds`. */
  source: string;
}

/**
 * Sorts a chart's files as helm's loader.LoadFiles does: Chart.yaml, values.yaml, templates/…, charts/<sub>/…
 * and charts/*.tgz (subcharts), everything else `.Files`. values.schema.json is kept with the files; the schema
 * is not checked (see docs/sealos-compatibility.md). `requirements.yaml` (apiVersion v1) supplies dependencies.
 */
export async function chartFromFiles(files: Map<string, Buffer>, source: string): Promise<Chart> {
  const chartYaml = files.get('Chart.yaml');
  if (!chartYaml) throw new ChartError(`${source}: Chart.yaml file is missing`, { file: source });
  const metadata = yamlMap(chartYaml, `${source}/Chart.yaml`);
  const name = metadata.name;
  const version = metadata.version;
  if (typeof name !== 'string' || name === '')
    throw new ChartError(`${source}/Chart.yaml: validation: chart.metadata.name is required`, {
      file: `${source}/Chart.yaml`,
    });
  if (version === undefined || version === null || version === '')
    throw new ChartError(`${source}/Chart.yaml: validation: chart.metadata.version is required`, {
      file: `${source}/Chart.yaml`,
    });
  const requirements = files.get('requirements.yaml');
  const dependencyList =
    metadata.apiVersion === 'v1' && requirements
      ? yamlMap(requirements, `${source}/requirements.yaml`).dependencies
      : metadata.dependencies;

  const valuesFile = files.get('values.yaml');
  const valuesData = valuesFile ? fromData(parseYamlFile(valuesFile, `${source}/values.yaml`)) : undefined;
  const values = valuesData instanceof GoMap ? valuesData.entries : new Map<string, Value>();

  const templates: Chart['templates'] = [];
  const other = new Map<string, Buffer>();
  const subchartFiles = new Map<string, Map<string, Buffer>>();
  const subchartArchives: [string, Buffer][] = [];
  for (const [path, data] of files) {
    if (['Chart.yaml', 'values.yaml', 'requirements.yaml', 'requirements.lock', 'Chart.lock'].includes(path))
      continue;
    if (path.startsWith('templates/')) templates.push({ name: path, text: data.toString('utf8') });
    else if (path.startsWith('charts/') && !path.endsWith('.prov')) {
      const rest = path.slice('charts/'.length);
      // LoadFiles skips entries of charts/ whose name starts with `_` or `.` (folders and archives alike).
      if (rest.startsWith('_') || rest.startsWith('.')) continue;
      const slash = rest.indexOf('/');
      if (slash < 0) {
        if (rest.endsWith('.tgz')) subchartArchives.push([rest, data]);
        // helm reads any other file directly in charts/ as an (empty) chart and fails; a stray file is ignored.
        continue;
      }
      const sub = rest.slice(0, slash);
      if (!subchartFiles.has(sub)) subchartFiles.set(sub, new Map());
      subchartFiles.get(sub)!.set(rest.slice(slash + 1), data);
    } else other.set(path, data);
  }
  const subcharts: Chart[] = [];
  for (const [sub, subFiles] of [...subchartFiles].sort(([a], [b]) => (a < b ? -1 : 1)))
    subcharts.push(await chartFromFiles(subFiles, `${source}/charts/${sub}`));
  for (const [archive, data] of subchartArchives.sort(([a], [b]) => (a < b ? -1 : 1)))
    subcharts.push(
      await chartFromFiles(
        await unpackChartArchive(bufferStream(data), `${source}/charts/${archive}`),
        `${source}/charts/${archive}`,
      ),
    );

  return {
    metadata,
    name,
    version: String(version),
    dependencies: Array.isArray(dependencyList) ? dependencyList.map((d) => dependencyOf(d, source)) : [],
    values,
    templates: templates.sort((a, b) => (a.name < b.name ? -1 : 1)),
    files: other,
    subcharts,
    source,
  };
}

function dependencyOf(entry: unknown, source: string): ChartDependency {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry))
    throw new ChartError(`${source}/Chart.yaml: a dependencies entry is not a mapping`, {
      file: `${source}/Chart.yaml`,
    });
  const d = entry as Record<string, unknown>;
  const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  return {
    name: text(d.name),
    version: text(d.version),
    condition: text(d.condition),
    tags: Array.isArray(d.tags) ? d.tags.map(text) : [],
    alias: text(d.alias),
    importValues: Array.isArray(d['import-values']) ? d['import-values'] : [],
  };
}

function parseYamlFile(data: Buffer, file: string): unknown {
  try {
    return parseYaml11(data.toString('utf8'));
  } catch (cause) {
    throw new ChartError(`${file}: ${cause instanceof Error ? cause.message : String(cause)}`, {
      file,
      cause,
    });
  }
}

function yamlMap(data: Buffer, file: string): Record<string, unknown> {
  const parsed = parseYamlFile(data, file);
  if (parsed === null || parsed === undefined) return {};
  if (typeof parsed !== 'object' || Array.isArray(parsed))
    throw new ChartError(`${file}: not a mapping`, { file });
  return parsed as Record<string, unknown>;
}

async function* bufferStream(data: Buffer): AsyncGenerator<Buffer> {
  yield data;
}
