import { BUILTINS } from '../template/builtins.js';
import { FunctionError } from '../template/errors.js';
import { type FunctionMap, fn, type TemplateFunction } from '../template/functions.js';
import { GoList, kindName, type Value } from '../template/values.js';
import { COLLECTION_FUNCTIONS } from './collections.js';
import { toInt64 } from './convert.js';
import { ENCODING_FUNCTIONS } from './encoding.js';
import { MATH_FUNCTIONS } from './math.js';
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
  [
    'fail',
    fn(['string'], ([message]) => {
      throw new FunctionError(message as string);
    }),
  ],
  ['hello', fn([], (): Value => 'Hello!')],
];

/**
 * sprig functions that sealos-action does not implement (dates, randomness, crypto, ...). They are known
 * names, so a template that mentions them parses as it does in Go, and fails only if it really calls one.
 */
const NOT_IMPLEMENTED = (
  'abbrev abbrevboth add1f addf adler32sum ago b32dec b32enc bcrypt buildCustomCert camelcase chunk date ' +
  'dateInZone dateModify date_in_zone date_modify decryptAES deepCopy deepEqual derivePassword dig divf duration ' +
  'durationRound encryptAES genCA genCAWithKey genPrivateKey genSelfSignedCert genSelfSignedCertWithKey ' +
  'genSignedCert genSignedCertWithKey getHostByName htmlDate htmlDateInZone htpasswd initials kebabcase kindIs ' +
  'kindOf maxf merge mergeOverwrite minf mulf mustAppend mustChunk mustCompact mustDateModify mustDeepCopy ' +
  'mustFirst mustFromJson mustHas mustInitial mustLast mustMerge mustMergeOverwrite mustPrepend mustRegexFind ' +
  'mustRegexFindAll mustRegexMatch mustRegexReplaceAll mustRegexReplaceAllLiteral mustRegexSplit mustRest ' +
  'mustReverse mustSlice mustToDate mustToJson mustToPrettyJson mustToRawJson mustUniq mustWithout ' +
  'must_date_modify now osBase osClean osDir osExt osIsAbs randAlpha randAlphaNum randAscii randBytes randInt ' +
  'randNumeric regexQuoteMeta round shuffle snakecase subf swapcase toDate toDecimal toPrettyJson toToml ' +
  'typeIs typeIsLike typeOf unixEpoch urlJoin urlParse uuidv4 wrap wrapWith'
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
    SEMVER_FUNCTIONS,
    EXTRA,
  ])
    for (const [name, f] of group) map.set(name, f);
  return map;
}
