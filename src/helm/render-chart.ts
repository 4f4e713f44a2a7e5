import { HelmFailure } from '../render/functions/helm.js';
import { TemplateError } from '../render/template/errors.js';
import { TemplateExecutor } from '../render/template/exec.js';
import type { FunctionMap } from '../render/template/functions.js';
import { isEmptyTree, parseTemplate, type TreeSet } from '../render/template/parser.js';
import { GoMap, type Value } from '../render/template/values.js';
import type { Chart } from './chart.js';
import { ChartError } from './chart-error.js';
import { chartFunctions } from './chart-functions.js';
import { ChartFiles, chartMetadata, defaultCapabilities } from './chart-objects.js';
import { applyDependencies, coalesceValues } from './chart-values.js';
import { schemaProblems } from './values-schema.js';

/** chartutil.ReleaseOptions as the caller sets them. */
export interface ReleaseOptions {
  name: string;
  namespace: string;
}

/** One rendered template, named as helm names it (`metallb/charts/crds/templates/crds.yaml`). */
export interface RenderedTemplate {
  name: string;
  text: string;
  /** The chart the template belongs to (its `source`), for messages. */
  chart: string;
}

interface Renderable {
  text: string;
  data: GoMap;
  basePath: string;
  chart: Chart;
}

/**
 * helm's render path for `helm template` without a cluster, as sreg calls it (chart.go getRenderContent):
 * ProcessDependencies, ToRenderValues (Release, DefaultCapabilities, coalesced values), engine.Render: every
 * template of the chart and its enabled subcharts parsed into one set (deepest paths first, so the parent's
 * `define`s win), each file not starting with `_` executed with its chart's scope, `<no value>` removed.
 * Partials are parsed but not returned.
 */
export function renderChart(loaded: Chart, userValues: GoMap, release: ReleaseOptions): RenderedTemplate[] {
  const chart = withContext(loaded, () => applyDependencies(loaded, userValues));
  const values = withContext(chart, () => coalesceValues(chart, userValues));
  const problems = schemaProblems(chart, values);
  if (problems)
    throw new ChartError(
      `${chart.source}: values don't meet the specifications of the schema(s) in the following chart(s):\n${problems}`,
      { file: `${chart.source}/values.schema.json`, phase: 'chart' },
    );
  const top = topScope(values, release);
  const renderables = new Map<string, Renderable>();
  collectTemplates(chart, top, chart.name, true, renderables);

  const funcs = chartFunctions();
  const order = [...renderables.keys()].sort(byPathLength).reverse();
  const trees: TreeSet = new Map();
  const sources = new Map<string, { parseName: string; text: string }>();
  for (const name of order) {
    const { text, chart: owner } = renderables.get(name)!;
    let parsed: TreeSet;
    try {
      parsed = parseTemplate(name, text, (f) => funcs.has(f));
    } catch (error) {
      throw chartTemplateError(owner, name, 'parse error', error);
    }
    for (const [tree, root] of parsed) {
      const existing = trees.get(tree);
      // text/template's AddParseTree: an empty redefinition does not replace a template.
      if (existing && isEmptyTree(root) && !isEmptyTree(existing)) continue;
      trees.set(tree, root);
      sources.set(tree, { parseName: name, text });
    }
  }

  const rendered: RenderedTemplate[] = [];
  for (const name of order) {
    if (name.slice(name.lastIndexOf('/') + 1).startsWith('_')) continue;
    const { data, basePath, chart: owner } = renderables.get(name)!;
    data.entries.set(
      'Template',
      new GoMap(
        new Map([
          ['Name', name],
          ['BasePath', basePath],
        ]),
      ),
    );
    const source = sources.get(name)!;
    const executor = new TemplateExecutor(
      {
        parseName: source.parseName,
        text: source.text,
        trees,
        funcs: funcs as FunctionMap,
        context: { osEnv: {} },
        sources,
      },
      name,
    );
    let text: string;
    try {
      text = executor.run(trees.get(name)!, data);
    } catch (error) {
      throw chartTemplateError(owner, name, 'execution error', error);
    }
    rendered.push({ name, text: text.replaceAll('<no value>', ''), chart: owner.source });
  }
  return rendered;
}

/** The root of every template's data: `.Capabilities`, `.Release` and `.Values` (chartutil.ToRenderValues). */
function topScope(values: GoMap, release: ReleaseOptions): GoMap {
  const releaseScope = new GoMap(
    new Map<string, Value>([
      ['Name', release.name],
      ['Namespace', release.namespace],
      ['Revision', 0n],
      ['Service', 'Helm'],
      ['IsUpgrade', false],
      ['IsInstall', false],
    ]),
  );
  return new GoMap(
    new Map<string, Value>([
      ['Capabilities', defaultCapabilities()],
      ['Release', releaseScope],
      ['Values', values],
    ]),
  );
}

/** engine.recAllTpls: each chart's templates with its scope; a subchart's `.Values` is its parent's `.Values.<name>`. */
function collectTemplates(
  chart: Chart,
  parent: GoMap,
  fullPath: string,
  root: boolean,
  into: Map<string, Renderable>,
): GoMap {
  const parentValues = parent.entries.get('Values');
  const own = root
    ? parentValues
    : parentValues instanceof GoMap
      ? parentValues.entries.get(chart.name)
      : undefined;
  const data = new GoMap(
    new Map<string, Value>([
      ['Chart', chartMetadata(chart.metadata)],
      ['Files', new ChartFiles(chart.files)],
      ['Release', parent.entries.get('Release')],
      ['Capabilities', parent.entries.get('Capabilities')],
      ['Values', own instanceof GoMap ? own : new GoMap(new Map())],
    ]),
  );
  const subcharts = new GoMap(new Map());
  for (const sub of chart.subcharts)
    subcharts.entries.set(
      sub.name,
      collectTemplates(sub, data, `${fullPath}/charts/${sub.name}`, false, into),
    );
  data.entries.set('Subcharts', subcharts);
  for (const template of chart.templates)
    into.set(`${fullPath}/${template.name}`, {
      text: template.text,
      data,
      basePath: `${fullPath}/templates`,
      chart,
    });
  return data;
}

/** helm's byPathLen: fewer `/` first, then by name. */
function byPathLength(a: string, b: string): number {
  const depth = a.split('/').length - b.split('/').length;
  if (depth !== 0) return depth;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * helm's cleanupParseError/cleanupExecError: `parse error at (FILE:LINE): …`; for `fail` and `required`,
 * `execution error at (FILE:LINE:COL): MESSAGE`; other execution errors keep text/template's message.
 */
function chartTemplateError(chart: Chart, name: string, kind: string, error: unknown): never {
  if (!(error instanceof TemplateError)) throw error;
  const located = /^template: ([^:]+:\d+(?::\d+)?): /.exec(error.message);
  const failure = helmFailure(error);
  const message =
    failure && located
      ? `${kind} at (${located[1]}): ${failure.message}`
      : kind === 'parse error' && located
        ? `${kind} at (${located[1]}): ${error.message.split(': ').at(-1)}`
        : error.message;
  throw new ChartError(`${chart.source}: ${message}`, {
    file: sourceFile(chart, name),
    ...(error.line !== undefined && { line: error.line }),
    phase: 'chart',
    cause: error,
  });
}

/** The chart file a rendered name comes from: `metallb/charts/crds/templates/x.yaml` → `<source>/templates/x.yaml`. */
function sourceFile(chart: Chart, name: string): string {
  const at = name.lastIndexOf('/templates/');
  return at < 0 ? chart.source : `${chart.source}${name.slice(at)}`;
}

function helmFailure(error: unknown): HelmFailure | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) if (e instanceof HelmFailure) return e;
  return undefined;
}

function withContext<T>(chart: Chart, work: () => T): T {
  try {
    return work();
  } catch (cause) {
    if (cause instanceof ChartError) throw cause;
    throw new ChartError(`${chart.source}: ${cause instanceof Error ? cause.message : String(cause)}`, {
      file: chart.source,
      phase: 'chart',
      cause,
    });
  }
}
