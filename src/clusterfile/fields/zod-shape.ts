import type { z } from 'zod';
import { type FieldSet, type FieldShape, FREE_KEYS, VALUE } from './shape.js';

/**
 * The field shape of one of our zod schemas (the sealos documents): objects by their declared fields, arrays by
 * element, records as free keys; anything else is a plain value.
 */
export function fieldShapeOf(schema: z.ZodType): FieldShape {
  const def = schema._zod.def as unknown as ZodDefinition;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
      return def.innerType ? fieldShapeOf(def.innerType) : VALUE;
    case 'array':
      return def.element ? [fieldShapeOf(def.element)] : VALUE;
    case 'record':
      return FREE_KEYS;
    case 'object': {
      const fields: Record<string, FieldShape> = {};
      for (const [name, child] of Object.entries(def.shape ?? {})) fields[name] = fieldShapeOf(child);
      return fields as FieldSet;
    }
    default:
      return VALUE;
  }
}

interface ZodDefinition {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}
