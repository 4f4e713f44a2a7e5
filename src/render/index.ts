/**
 * Rendering, as sealos does it: Go text/template + sprig templates, the per-host env layers, the shell env
 * prefix, CMD/ENTRYPOINT expansion, rendering an image tree, and Clusterfile Config strategies.
 */

export { deepMerge, MergeClash } from '../yaml/deep-merge.js';
export {
  type ClusterfileTemplateInputs,
  readClusterfileTemplate,
} from './clusterfile/render-clusterfile.js';
export {
  type AppliedConfigFile,
  type ApplyConfigsOptions,
  applyConfigs,
  applyStrategy,
  ConfigError,
  type ConfigLike,
  configsForImage,
  planConfigFiles,
} from './config/apply-configs.js';
export { mergeYaml } from './config/merge.js';
export { loadEnv } from './env/env-file.js';
export { type ExpandedCommand, expandCommand } from './env/expand.js';
export { type EnvLayers, type EnvMap, layerEnv } from './env/layers.js';
export { HELM_FUNCTIONS } from './functions/helm.js';
export { clusterfileFunctions, sealosFunctions } from './functions/index.js';
export { type RenderTemplateOptions, renderTemplateText } from './render-template.js';
export { TemplateError } from './template/errors.js';
export type { CallContext, FunctionMap, ParamType, TemplateFunction } from './template/functions.js';
export { GoTemplate } from './template/template.js';
export { envToValue, sealctlRenderData } from './template/values.js';
export { renderTreeStaged } from './tree/render-staged.js';
export {
  type RenderedFile,
  RenderTreeError,
  type RenderTreeOptions,
  renderTree,
  TEMPLATE_DIRS,
} from './tree/render-tree.js';
