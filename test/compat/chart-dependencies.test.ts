import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContextCharts } from '../../src/build/charts/render-context-charts.js';
import { mergeContexts } from '../../src/build/context/merged-context.js';
import { applyDependencies } from '../../src/helm/chart-values.js';
import { GoMap, type Value } from '../../src/render/template/values.js';

/**
 * helm's own chart `subpop` (helm v3.15 `pkg/chartutil/testdata/subpop`, kept verbatim; source and commit in
 * MANIFEST.md) through ProcessDependencies as sreg calls it (no user values). The expected values are the
 * ones helm's TestProcessDependencyImportValues (`pkg/chartutil/dependencies_test.go`) asserts for the
 * coalescing form: both import-values forms (`child`/`parent` maps and `exports.` strings), two levels deep,
 * the parent's own values over imported ones, and no null left (`ensurenull`).
 */
const context = join(import.meta.dirname, 'fixtures/helm-charts');

const expectedValues: Record<string, string | number | boolean> = {
  'imported-chart1.SC1bool': true,
  'imported-chart1.SC1float': 3.14,
  'imported-chart1.SC1int': 100,
  'imported-chart1.SC1string': 'dollywood',
  'imported-chart1.SC1extra1': 11,
  'imported-chart1.SPextra1': 'helm rocks',
  'imported-chartA.SCAbool': false,
  'imported-chartA.SCAfloat': 3.1,
  'imported-chartA.SCAint': 55,
  'imported-chartA.SCAstring': 'jabba',
  'imported-chartA.SPextra3': 1.337,
  'imported-chartA.SC1extra2': 1.337,
  'imported-chartA.SCAnested1.SCAnested2': true,
  'imported-chartA-B.SCAbool': false,
  'imported-chartA-B.SCAfloat': 3.1,
  'imported-chartA-B.SCAint': 55,
  'imported-chartA-B.SCAstring': 'jabba',
  'imported-chartA-B.SCBbool': true,
  'imported-chartA-B.SCBfloat': 7.77,
  'imported-chartA-B.SCBint': 33,
  'imported-chartA-B.SCBstring': 'boba',
  'imported-chartA-B.SPextra5': 'k8s',
  'imported-chartA-B.SC1extra5': 'tiller',
  'overridden-chart1.SC1bool': false,
  // biome-ignore lint/suspicious/noApproximativeNumericConstant: the value subpop's values.yaml writes
  'overridden-chart1.SC1float': 3.141592,
  'overridden-chart1.SC1int': 99,
  'overridden-chart1.SC1string': 'pollywog',
  'overridden-chart1.SPextra2': 42,
  'overridden-chartA.SCAbool': true,
  'overridden-chartA.SCAfloat': 41.3,
  'overridden-chartA.SCAint': 808,
  'overridden-chartA.SCAstring': 'jabberwocky',
  'overridden-chartA.SPextra4': true,
  'overridden-chartA-B.SCAbool': true,
  'overridden-chartA-B.SCAfloat': 41.3,
  'overridden-chartA-B.SCAint': 808,
  'overridden-chartA-B.SCAstring': 'jabberwocky',
  'overridden-chartA-B.SCBbool': false,
  'overridden-chartA-B.SCBfloat': 1.99,
  'overridden-chartA-B.SCBint': 77,
  'overridden-chartA-B.SCBstring': 'jango',
  'overridden-chartA-B.SPextra6': 111,
  'overridden-chartA-B.SCAextra1': 23,
  'overridden-chartA-B.SCBextra1': 13,
  'overridden-chartA-B.SC1extra6': 77,
  SCBexported1B: 1965,
  SC1extra7: true,
  SCBexported2A: 'blaster',
  'global.SC1exported2.all.SC1exported3': 'SC1expstr',
};

/** Values.PathValue, or `missing` when a step is absent. */
function pathValue(values: GoMap, path: string): Value | 'missing' {
  let at: Value = values;
  for (const key of path.split('.')) {
    if (!(at instanceof GoMap) || !at.entries.has(key)) return 'missing';
    at = at.entries.get(key);
  }
  return at;
}

describe('import-values: helm testdata subpop', () => {
  it('imports child tables and exports into the parent as helm does', async () => {
    const charts = [];
    for await (const loaded of loadContextCharts(await mergeContexts([context]))) charts.push(loaded);
    expect(charts.map((c) => c.path)).toEqual(['charts/subpop']);
    const chart = charts[0]!.chart;
    const processed = applyDependencies(chart, new GoMap(new Map()));
    const values = new GoMap(processed.values);
    const seen = Object.fromEntries(
      Object.keys(expectedValues).map((path) => [path, pathValue(values, path)]),
    );
    expect(seen).toEqual(expectedValues);
    expect(pathValue(values, 'ensurenull')).toBe('missing');
    // tags back-end: false drops subchart2, subchart2alias.enabled: false drops the alias.
    expect(processed.subcharts.map((sub) => sub.name)).toEqual(['subchart1']);
  });
});
