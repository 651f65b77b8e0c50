import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { ErrorCode } from '@gembourse/contracts/errors';

/**
 * Node types whose result depends on the direction zod runs in: a codec or transform (`pipe`, `transform`) and what
 * fills or replaces a missing or failing value (`default`, `prefault`, `catch`); `lazy` cannot be looked into.
 */
const DIRECTED = new Set(['pipe', 'transform', 'default', 'prefault', 'catch', 'lazy', 'promise']);

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  catchall?: z.ZodType;
}

/** Whether parsing `schema` gives the same value as encoding through it (no node whose result depends on direction). */
export function parsesAsItEncodes(schema: z.ZodType, seen = new Set<z.ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  if (DIRECTED.has(def.type)) return false;
  const children: (z.ZodType | null | undefined)[] = [
    ...Object.values(def.shape ?? {}),
    def.element,
    def.innerType,
    ...(def.options ?? []),
    def.left,
    def.right,
    def.keyType,
    def.valueType,
    ...(def.items ?? []),
    def.rest,
    def.catchall,
  ];
  return children.every((c) => !c || parsesAsItEncodes(c, seen));
}

/**
 * Checks `data` against `schema` (unknown keys stripped, every check run) and returns its JSON. Response schemas carry
 * no transforms (docs/api.md), so a parse gives what an encode gives, and zod's encode runs every checked node twice
 * (a check-free canary pass first) and skips the compiled object parser: on the 12 kB dictionary answer it cost 2.2x
 * the parse (issue 9). A schema that does hold a direction-dependent node keeps the encode.
 */
export function jsonEncoderOf(schema: z.ZodType): (data: unknown) => string {
  const check = parsesAsItEncodes(schema) ? z.safeParse : z.safeEncode;
  const kept = new WeakMap<object, string>();
  const encode = (data: unknown) => {
    const result = check(schema, data);
    if (!result.success) throw result.error;
    return JSON.stringify(result.data);
  };
  return (data) => {
    // A success envelope (ok(): its other fields are constant) around an answer many callers are sent as it is.
    const inner = (data as { code?: unknown; data?: unknown } | null)?.data;
    if (!inner || typeof inner !== 'object' || !REUSED.has(inner) || (data as { code?: unknown }).code !== ErrorCode.OK)
      return encode(data);
    let json = kept.get(inner);
    if (json === undefined) kept.set(inner, (json = encode(data)));
    return json;
  };
}

/** Answers marked by reusedAnswer: their envelope's JSON is checked and written once per route, then reused. */
const REUSED = new WeakSet<object>();

/**
 * Marks `answer` as one that is sent again unchanged (the catalogue's answer shared by plain members): the response
 * schema's check and JSON.stringify, 40% of such a request's CPU (issue 11), then run once per answer instead of once
 * per request. Only for an object nobody changes after it has been sent.
 */
export function reusedAnswer<T extends object>(answer: T): T {
  REUSED.add(answer);
  return answer;
}

/** Fastify's serializer compiler for zod response schemas: jsonEncoderOf, with the type provider's error type. */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType | { properties: z.ZodType }> = ({ schema, method, url }) => {
  const encode = jsonEncoderOf('_zod' in schema ? schema : schema.properties);
  return (data) => {
    try {
      return encode(data);
    } catch (cause) {
      throw new ResponseSerializationError(method, url, { cause: cause as z.core.$ZodError });
    }
  };
};
