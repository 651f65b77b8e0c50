import { z, type ZodType } from 'zod';

/**
 * What a contract schema says about one field, read from its JSON Schema (`io: 'input'`, zod's public API): whether
 * the form marks it required, and the limits its inputs and messages show.
 */
export interface FieldFacts {
  required: boolean;
  maxLength?: number;
  minLength?: number;
  maximum?: number;
  minimum?: number;
  maxItems?: number;
  minItems?: number;
}

/** A path into a request: `'brochures.name'`, `['brochures', 1, 'name']` (array indexes may be left out). */
export type SchemaPath = string | readonly (string | number)[];

interface JsonNode {
  type?: string | string[];
  properties?: Record<string, JsonNode>;
  required?: string[];
  items?: JsonNode;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  allOf?: JsonNode[];
  const?: unknown;
  maxLength?: number;
  minLength?: number;
  maximum?: number;
  minimum?: number;
  exclusiveMaximum?: number;
  exclusiveMinimum?: number;
  maxItems?: number;
  minItems?: number;
}

const documents = new WeakMap<ZodType, JsonNode>();
const facts = new WeakMap<ZodType, Map<string, FieldFacts | null>>();

/** The schema's JSON Schema as the form's input sees it, made once per schema. */
function documentOf(schema: ZodType): JsonNode {
  let doc = documents.get(schema);
  if (!doc) {
    // 'any' for what JSON Schema cannot say (a custom FormData, a transform's output): the field's limits are unknown.
    doc = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode;
    documents.set(schema, doc);
  }
  return doc;
}

const isNull = (n: JsonNode) => n.type === 'null';
const nonNull = (n: JsonNode): JsonNode[] => (n.anyOf ?? n.oneOf)?.filter((b) => !isNull(b)) ?? [n];
const nullable = (n: JsonNode) => ((n.anyOf ?? n.oneOf)?.some(isNull) ?? false) || (Array.isArray(n.type) && n.type.includes('null'));

/** The node with its alternatives and `allOf` parts folded in (a union's widest limits). */
function flatten(node: JsonNode): JsonNode {
  const branches = nonNull(node).map((b) => (b.allOf ? Object.assign({}, b, ...b.allOf.map(flatten)) : b)) as JsonNode[];
  if (branches.length === 1) return branches[0]!;
  const pick = (key: keyof JsonNode, f: (...n: number[]) => number) => {
    const values = branches.map((b) => b[key]).filter((v): v is number => typeof v === 'number');
    return values.length === branches.length ? f(...values) : undefined;
  };
  return {
    ...branches[0],
    maxLength: pick('maxLength', Math.max),
    minLength: pick('minLength', Math.min),
    maximum: pick('maximum', Math.max),
    minimum: pick('minimum', Math.min),
  };
}

const segmentsOf = (path: SchemaPath) => (typeof path === 'string' ? path.split('.').filter(Boolean) : path.map(String));

/**
 * The facts of the field at `path` in `schema`, or null when the schema has no such field. A field is required when
 * every object on the way to it (after the last list row) requires it and none of them may be null; a string that
 * must have a character and a list that must have an item count as required too.
 */
export function factsOf(schema: ZodType, path: SchemaPath): FieldFacts | null {
  const key = segmentsOf(path).join('.');
  let bySchema = facts.get(schema);
  if (!bySchema) facts.set(schema, (bySchema = new Map()));
  if (bySchema.has(key)) return bySchema.get(key)!;
  let node: JsonNode | undefined = documentOf(schema);
  let required = true;
  for (const segment of segmentsOf(path)) {
    let here: JsonNode = flatten(node);
    if (here.items && (/^\d+$/.test(segment) || !here.properties)) {
      // A list row exists once the form shows it: what its fields require starts afresh.
      node = here.items;
      required = true;
      if (/^\d+$/.test(segment)) continue;
      here = flatten(node);
    }
    const child: JsonNode | undefined = here.properties?.[segment];
    if (!child) {
      node = undefined;
      break;
    }
    required = required && (here.required?.includes(segment) ?? false) && !nullable(child);
    node = child;
  }
  let result: FieldFacts | null = null;
  if (node) {
    const n = flatten(node);
    const mustHaveContent = !nullable(node) && ((n.minLength ?? 0) >= 1 || (n.minItems ?? 0) >= 1 || n.const === true);
    result = {
      required: required || mustHaveContent,
      maxLength: n.maxLength,
      minLength: n.minLength,
      maximum: n.maximum ?? n.exclusiveMaximum,
      minimum: n.minimum ?? n.exclusiveMinimum,
      maxItems: n.maxItems,
      minItems: n.minItems,
    };
  }
  bySchema.set(key, result);
  return result;
}

/**
 * Props that hold an input to the schema's limit: `maxLength` for a text (add `showCount` for a counter), `min` and
 * `max` for a number. Empty when the schema sets none.
 */
export function inputLimits(schema: ZodType, path: SchemaPath): { maxLength?: number; min?: number; max?: number } {
  const f = factsOf(schema, path);
  if (!f) return {};
  const out: { maxLength?: number; min?: number; max?: number } = {};
  if (f.maxLength !== undefined) out.maxLength = f.maxLength;
  if (f.minimum !== undefined) out.min = f.minimum;
  if (f.maximum !== undefined) out.max = f.maximum;
  return out;
}
