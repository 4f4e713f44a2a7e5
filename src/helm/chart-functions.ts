import { HELM_FUNCTIONS } from '../render/functions/helm.js';
import { sealosFunctions } from '../render/functions/index.js';
import { type FunctionMap, fn } from '../render/template/functions.js';
import { GoMap } from '../render/template/values.js';
import { certFunctions } from './cert-functions.js';

/**
 * The functions a chart template sees (helm pkg/engine/funcs.go funcMap + engine.go initFunMap): sprig without
 * `env` and `expandenv`, helm's include/tpl/required/fail, `lookup` returning an empty map (no cluster: the
 * engine's placeholder), `getHostByName` returning "" (DNS lookups off), and sprig's certificate functions.
 */
export function chartFunctions(): FunctionMap {
  const map = new Map(sealosFunctions());
  map.delete('env');
  map.delete('expandenv');
  for (const [name, f] of HELM_FUNCTIONS) map.set(name, f);
  for (const [name, f] of certFunctions()) map.set(name, f);
  map.set(
    'lookup',
    fn(['string', 'string', 'string', 'string'], () => new GoMap(new Map())),
  );
  map.set(
    'getHostByName',
    fn(['string'], () => ''),
  );
  return map;
}
