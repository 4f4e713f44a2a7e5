import { fromData, toYaml } from '../render/functions/encoding.js';
import { FunctionError } from '../render/template/errors.js';
import { fn, type HasMethodsWithArgs, type TemplateFunction } from '../render/template/functions.js';
import { GoMap, GoObject, goStringList, type Value } from '../render/template/values.js';

/** A Go struct: fields read as `.Name`, printed as Go's %v prints a struct pointer (`&{…}`). */
class GoStruct extends GoObject {
  constructor(
    readonly goType: string,
    private readonly fields: [string, Value][],
  ) {
    super();
  }
  method(name: string): (() => Value) | undefined {
    const field = this.fields.find(([key]) => key === name);
    return field ? () => field[1] : undefined;
  }
  toString(): string {
    return `&{${this.fields.map(([, v]) => (v instanceof GoObject ? v.toString() : String(v ?? '<nil>'))).join(' ')}}`;
  }
}

/** Chart.yaml's fields as helm's *chart.Metadata (the zero value for what the file leaves out). */
export function chartMetadata(metadata: Record<string, unknown>): GoObject {
  const text = (key: string): Value =>
    metadata[key] === undefined || metadata[key] === null ? '' : String(metadata[key]);
  const data = (key: string): Value => (metadata[key] === undefined ? null : fromData(metadata[key]));
  return new GoStruct('*chart.Metadata', [
    ['Name', text('name')],
    ['Home', text('home')],
    ['Sources', data('sources')],
    ['Version', text('version')],
    ['Description', text('description')],
    ['Keywords', data('keywords')],
    ['Maintainers', data('maintainers')],
    ['Icon', text('icon')],
    ['APIVersion', text('apiVersion')],
    ['Condition', text('condition')],
    ['Tags', text('tags')],
    ['AppVersion', text('appVersion')],
    ['Deprecated', metadata.deprecated === true],
    ['Annotations', data('annotations')],
    ['KubeVersion', text('kubeVersion')],
    ['Dependencies', data('dependencies')],
    ['Type', text('type')],
  ]);
}

/**
 * The API group/versions of helm's DefaultCapabilities (pkg/chartutil/capabilities.go allKnownVersions): every
 * group/version client-go's scheme registers, plus apiextensions, for helm 3.15 as sreg links it (client-go
 * v0.30). Only group/versions: `Has "policy/v1/PodDisruptionBudget"` is false without a cluster.
 */
const DEFAULT_API_VERSIONS = [
  'v1',
  'admissionregistration.k8s.io/v1',
  'admissionregistration.k8s.io/v1alpha1',
  'admissionregistration.k8s.io/v1beta1',
  'internal.apiserver.k8s.io/v1alpha1',
  'apps/v1',
  'apps/v1beta1',
  'apps/v1beta2',
  'authentication.k8s.io/v1',
  'authentication.k8s.io/v1alpha1',
  'authentication.k8s.io/v1beta1',
  'authorization.k8s.io/v1',
  'authorization.k8s.io/v1beta1',
  'autoscaling/v1',
  'autoscaling/v2',
  'autoscaling/v2beta1',
  'autoscaling/v2beta2',
  'batch/v1',
  'batch/v1beta1',
  'certificates.k8s.io/v1',
  'certificates.k8s.io/v1alpha1',
  'certificates.k8s.io/v1beta1',
  'coordination.k8s.io/v1',
  'coordination.k8s.io/v1beta1',
  'discovery.k8s.io/v1',
  'discovery.k8s.io/v1beta1',
  'events.k8s.io/v1',
  'events.k8s.io/v1beta1',
  'extensions/v1beta1',
  'flowcontrol.apiserver.k8s.io/v1',
  'flowcontrol.apiserver.k8s.io/v1beta1',
  'flowcontrol.apiserver.k8s.io/v1beta2',
  'flowcontrol.apiserver.k8s.io/v1beta3',
  'networking.k8s.io/v1',
  'networking.k8s.io/v1alpha1',
  'networking.k8s.io/v1beta1',
  'node.k8s.io/v1',
  'node.k8s.io/v1alpha1',
  'node.k8s.io/v1beta1',
  'policy/v1',
  'policy/v1beta1',
  'rbac.authorization.k8s.io/v1',
  'rbac.authorization.k8s.io/v1alpha1',
  'rbac.authorization.k8s.io/v1beta1',
  'resource.k8s.io/v1alpha2',
  'scheduling.k8s.io/v1',
  'scheduling.k8s.io/v1alpha1',
  'scheduling.k8s.io/v1beta1',
  'storage.k8s.io/v1',
  'storage.k8s.io/v1alpha1',
  'storage.k8s.io/v1beta1',
  'storagemigration.k8s.io/v1alpha1',
  'apiextensions.k8s.io/v1',
  'apiextensions.k8s.io/v1beta1',
];

/** chartutil.VersionSet: printed as a list, with `Has`. */
class VersionSet extends GoObject implements HasMethodsWithArgs {
  readonly goType = 'chartutil.VersionSet';
  constructor(private readonly versions: string[]) {
    super();
  }
  method(): undefined {
    return undefined;
  }
  callable(name: string): TemplateFunction | undefined {
    if (name === 'Has') return fn(['string'], ([v]) => this.versions.includes(v as string));
    return undefined;
  }
  toString(): string {
    return `[${this.versions.join(' ')}]`;
  }
}

/**
 * helm's DefaultCapabilities as a library caller gets them: KubeVersion v1.20.0 (the k8sVersionMajor/Minor
 * defaults; only helm's own Makefile overrides them), the versions above, helm v3.15.
 */
export function defaultCapabilities(): GoObject {
  const kubeVersion = new (class extends GoStruct {
    override toString(): string {
      return 'v1.20.0';
    }
  })('chartutil.KubeVersion', [
    ['Version', 'v1.20.0'],
    ['Major', '1'],
    ['Minor', '20'],
    ['GitVersion', 'v1.20.0'],
  ]);
  return new GoStruct('*chartutil.Capabilities', [
    ['KubeVersion', kubeVersion],
    ['APIVersions', new VersionSet(DEFAULT_API_VERSIONS)],
    [
      'HelmVersion',
      new GoStruct('version.BuildInfo', [
        ['Version', 'v3.15'],
        ['GitCommit', ''],
        ['GitTreeState', ''],
        ['GoVersion', 'go1.22'],
      ]),
    ],
  ]);
}

/** gobwas/glob with `/` as separator, as helm's Files.Glob compiles it: `*` stays in one path part. */
function globPattern(pattern: string): RegExp {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*' && pattern[i + 1] === '*') {
      out += '.*';
      i++;
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (c === '{') out += '(?:';
    else if (c === '}') out += ')';
    else if (c === ',' && out.includes('(?:')) out += '|';
    else if (c === '[') {
      const end = pattern.indexOf(']', i);
      if (end < 0) throw new FunctionError(`unexpected end of input`);
      const body = pattern
        .slice(i + 1, end)
        .replace(/^!/, '^')
        .replace(/\\/g, '\\\\');
      out += `[${body}]`;
      i = end;
    } else if (c === '\\' && i + 1 < pattern.length)
      out += pattern[++i]!.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    else out += c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  }
  return new RegExp(`^${out}$`, 's');
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** helm's `.Files` (pkg/engine/files.go): the chart's non-template files, by path. */
export class ChartFiles extends GoObject implements HasMethodsWithArgs {
  readonly goType = 'engine.files';
  constructor(private readonly files: ReadonlyMap<string, Buffer>) {
    super();
  }
  method(): undefined {
    return undefined;
  }
  callable(name: string): TemplateFunction | undefined {
    switch (name) {
      case 'Get':
        return fn(['string'], ([path]) => this.files.get(path as string)?.toString('utf8') ?? '');
      case 'GetBytes':
        return fn(['string'], ([path]) => this.files.get(path as string)?.toString('latin1') ?? '');
      case 'Glob':
        return fn(['string'], ([pattern]) => {
          const match = globPattern(pattern as string);
          return new ChartFiles(new Map([...this.files].filter(([path]) => match.test(path))));
        });
      case 'Lines':
        return fn(['string'], ([path]) => {
          const data = this.files.get(path as string);
          if (!data || data.length === 0) return goStringList([]);
          return goStringList(data.toString('utf8').replace(/\n$/, '').split('\n'));
        });
      case 'AsConfig':
        return fn([], () => this.asMap((data) => data.toString('utf8')));
      case 'AsSecrets':
        return fn([], () => this.asMap((data) => data.toString('base64')));
    }
    return undefined;
  }
  /** AsConfig/AsSecrets: base name → content as YAML, "" for no files. */
  private asMap(encode: (data: Buffer) => string): string {
    if (this.files.size === 0) return '';
    const map = new GoMap(new Map([...this.files].map(([path, data]) => [baseName(path), encode(data)])));
    return toYaml(map);
  }
  toString(): string {
    return `map[${[...this.files.keys()].sort().join(' ')}]`;
  }
}
