/**
 * Helm chart rendering, as sealos's image build does it to find a chart's images (helm's pkg/chart/loader,
 * pkg/chartutil and pkg/engine): loading a chart folder or archive, `.helmignore`, values with dependencies and
 * import-values, and the templates rendered with Go text/template plus helm's functions (render/template).
 */

export { type Chart, chartFromFiles } from './chart.js';
export { CHART_ARCHIVE_LIMITS, unpackChartArchive } from './chart-archive.js';
export { ChartError } from './chart-error.js';
export { HelmIgnore } from './helm-ignore.js';
export { type ReleaseOptions, type RenderedTemplate, renderChart } from './render-chart.js';
