import { BUILTINS } from '../template/builtins.js';
import { FunctionError } from '../template/errors.js';
import { type FunctionMap, fn, type TemplateFunction } from '../template/functions.js';
import { GoList, kindName, type Value } from '../template/values.js';
import { COLLECTION_FUNCTIONS } from './collections.js';
import { toInt64 } from './convert.js';
import { ENCODING_FUNCTIONS } from './encoding.js';
import { EXTRA_FUNCTIONS } from './extras.js';
import { fail, HELM_FUNCTIONS } from './helm.js';
import { MATH_FUNCTIONS } from './math.js';
import { REGEX_FUNCTIONS } from './regex.js';
import { SEMVER_FUNCTIONS } from './semver.js';
import { STRING_FUNCTIONS } from './strings.js';
import { SYSTEM_FUNCTIONS } from './system.js';

/** sprig's `slice` (it replaces text/template's): a sub-list; a nil result for an empty list. */
const sprigSlice = fn(
  ['any'],
  ([list, ...indices]) => {
    if (list === null || list === undefined)
      throw new FunctionError('runtime error: invalid memory address or nil pointer dereference');
    if (!(list instanceof GoList))
      throw new FunctionError(`list should be type of slice or array but ${kindName(list)}`);
    if (list.items.length === 0) return null;
    const start = indices.length > 0 ? Number(toInt64(indices[0])) : 0;
    const end = indices.length >= 2 ? Number(toInt64(indices[1])) : list.items.length;
    if (start < 0 || end > list.items.length || start > end)
      throw new FunctionError('reflect.Value.Slice: slice index out of bounds');
    return new GoList(list.items.slice(start, end), list.elem);
  },
  'any',
);

const EXTRA: [string, TemplateFunction][] = [
  ['slice', sprigSlice],
  // sprig's fail; helm's engine words its error apart, which HelmFailure marks.
  ['fail', fail],
  ['hello', fn([], (): Value => 'Hello!')],
];

/**
 * sprig's must* variants return an error where the plain ones panic; in a template both end as
 * "error calling NAME: ...", so they share an implementation. The os* path functions equal the path ones
 * on Linux.
 */
const ALIASES: [string, string][] = [
  ['mustFirst', 'first'],
  ['mustLast', 'last'],
  ['mustRest', 'rest'],
  ['mustInitial', 'initial'],
  ['mustReverse', 'reverse'],
  ['mustCompact', 'compact'],
  ['mustUniq', 'uniq'],
  ['mustWithout', 'without'],
  ['mustHas', 'has'],
  ['mustAppend', 'append'],
  ['mustPush', 'push'],
  ['mustPrepend', 'prepend'],
  ['mustSlice', 'slice'],
  ['osBase', 'base'],
  ['osClean', 'clean'],
  ['osDir', 'dir'],
  ['osExt', 'ext'],
  ['osIsAbs', 'isAbs'],
];

/**
 * sprig functions that sealos-action does not implement (dates, randomness, crypto, ...). They are known
 * names, so a template that mentions them parses as it does in Go, and fails only if it really calls one.
 */
const NOT_IMPLEMENTED = (
  'abbrev abbrevboth adler32sum ago bcrypt buildCustomCert camelcase date dateInZone dateModify ' +
  'date_in_zone date_modify decryptAES derivePassword duration durationRound encryptAES genCA ' +
  'genCAWithKey genPrivateKey genSelfSignedCert genSelfSignedCertWithKey genSignedCert ' +
  'genSignedCertWithKey getHostByName htmlDate htmlDateInZone htpasswd initials kebabcase ' +
  'mustDateModify mustToDate must_date_modify now randBytes randInt shuffle snakecase swapcase ' +
  'toDate toToml unixEpoch urlJoin urlParse wrap wrapWith'
).split(' ');

function notImplemented(name: string): TemplateFunction {
  return fn(
    [],
    () => {
      throw new FunctionError(`${name} is not implemented by sealos-action's template renderer`);
    },
    'any',
  );
}

/**
 * The functions a sealos template sees: text/template's built-ins, sprig's TxtFuncMap, then sealos's extras
 * (toYaml, fromYaml, toJson, ipAt, ipNet, a semverCompare that is false for an invalid version).
 */
export function sealosFunctions(): FunctionMap {
  const map = new Map<string, TemplateFunction>(BUILTINS);
  for (const name of NOT_IMPLEMENTED) map.set(name, notImplemented(name));
  for (const group of [
    STRING_FUNCTIONS,
    COLLECTION_FUNCTIONS,
    MATH_FUNCTIONS,
    ENCODING_FUNCTIONS,
    SYSTEM_FUNCTIONS,
    REGEX_FUNCTIONS,
    SEMVER_FUNCTIONS,
    EXTRA_FUNCTIONS,
    EXTRA,
  ])
    for (const [name, f] of group) map.set(name, f);
  for (const [alias, target] of ALIASES) map.set(alias, map.get(target)!);
  return map;
}

/**
 * What a Clusterfile template sees: sealos's functions (it renders Clusterfiles with the same map as image
 * templates, pkg/template/funcmap.go) plus helm's include, tpl and required, which sealos's docs list as missing
 * and Clusterfiles written for helm use.
 */
export function clusterfileFunctions(): FunctionMap {
  const map = new Map(sealosFunctions());
  for (const [name, f] of HELM_FUNCTIONS) map.set(name, f);
  return map;
}
