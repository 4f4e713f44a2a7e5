import type { z } from 'zod';
import type { FieldPath } from './problems.js';

/**
 * Paths of the fields of `value` that `schema` does not declare. The schemas are loose (sealos ignores unknown
 * fields, so do we), but a typo like `spec.hots` deserves a warning. Walks the zod definition: objects by
 * shape, arrays by element; records accept any key.
 */
export function findUnknownFields(schema: z.ZodType, value: unknown, path: FieldPath = []): FieldPath[] {
  const def = schema._zod.def as unknown as ZodDefinition;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
      return def.innerType ? findUnknownFields(def.innerType, value, path) : [];
    case 'array':
      if (!def.element || !Array.isArray(value)) return [];
      return value.flatMap((item, index) => findUnknownFields(def.element!, item, [...path, index]));
    case 'object': {
      if (!def.shape || typeof value !== 'object' || value === null || Array.isArray(value)) return [];
      const shape = def.shape;
      // Own keys only: a field named `valueOf` or `constructor` is unknown, not Object.prototype's.
      return Object.entries(value).flatMap(([key, child]) =>
        Object.hasOwn(shape, key) ? findUnknownFields(shape[key]!, child, [...path, key]) : [[...path, key]],
      );
    }
    default:
      return [];
  }
}

interface ZodDefinition {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}
