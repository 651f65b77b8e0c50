import type { z } from 'zod';
import type { Access } from './permissions.ts';

// An endpoint is defined once, here in the contracts: the server registers its route from the definition (schemas,
// access, OpenAPI text) and the web calls it through the same definition, so a path, a field or an answer's shape
// cannot differ between the two sides.

export type HttpMethod = 'GET' | 'POST';

/**
 * How an endpoint's body and answer travel: `json` (the default) answers the envelope around `response`; `file`
 * answers a file download (errors are still envelopes); `multipart` takes a multipart form (an upload) and answers the
 * envelope.
 */
export type Transport = 'json' | 'file' | 'multipart';

export interface EndpointDef {
  method: HttpMethod;
  /** Fastify-style path: `/api/company/detail/:id`. */
  path: string;
  access: Access;
  /** One line for the OpenAPI document. */
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The `data` of a successful envelope (absent for file downloads). */
  response?: z.ZodType;
  transport?: Transport;
  /**
   * A POST that changes nothing: its body is a query (the directory's filters). Such a call does not drop the
   * server's shared rendered pages, which every other successful POST does (apps/server platform/rendered-pages.ts).
   */
  reads?: true;
}

/** Declares an endpoint; the literal types of its schemas are kept, so callers are typed from them. */
export function endpoint<const E extends EndpointDef>(def: E): E {
  return def;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The answer's `data` as a client receives it: the server encodes a handler's value through the schema. */
export type ResponseOf<E extends EndpointDef> = In<E['response']>;
/** What a handler returns (the schema's output type; the same as the wire type for schemas without codecs). */
export type ReplyOf<E extends EndpointDef> = Out<E['response']>;
/** The parsed request parts a handler receives. */
export type ParamsOf<E extends EndpointDef> = Out<E['params']>;
export type QueryOf<E extends EndpointDef> = Out<E['query']>;
export type BodyOf<E extends EndpointDef> = Out<E['body']>;

type Part<K extends string, S> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : unknown;

/** What a client sends: the parts the endpoint declares, each required unless its schema accepts undefined. */
export type RequestOf<E extends EndpointDef> = Part<'params', E['params']> & Part<'query', E['query']> & Part<'body', E['body']>;

/** The path with its `:name` segments filled in (URI-encoded). */
export function pathOf(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
