import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { BodyOf, EndpointDef, ParamsOf, QueryOf, ReplyOf } from '@gembourse/contracts/endpoint';
import { envelopeOf } from '@gembourse/contracts/envelope-schema';
import { ok } from '../envelope.ts';
import { answerCache, type AnswerCachePolicy } from './answer-cache.ts';
import { jsonEncoderOf } from './response-serializer.ts';

/** The request a handler of endpoint E receives: params, query and body already parsed by E's schemas. */
export type EndpointRequest<E extends EndpointDef> = FastifyRequest<{ Params: ParamsOf<E>; Querystring: QueryOf<E>; Body: BodyOf<E> }>;

/** A handler answers E's data (wrapped into the envelope here), or the reply when it sent the answer itself. */
export type EndpointHandler<E extends EndpointDef> = (req: EndpointRequest<E>, reply: FastifyReply) => Promise<ReplyOf<E> | FastifyReply>;

/** What a route adds to its endpoint: server-only concerns that the contract does not describe. */
export interface RouteOptions {
  /** Run after access and validation (rate limits, for example). */
  preHandler?: preHandlerAsyncHookHandler | preHandlerAsyncHookHandler[];
  /** @fastify/rate-limit's per-route options. */
  rateLimit?: Record<string, unknown>;
  bodyLimit?: number;
  /** Further documented answers besides 200 (the health check's 503). */
  otherResponses?: Record<number, unknown>;
  /**
   * Serve the answer from a per-process cache (platform/http/answer-cache.ts): reference data and other answers that
   * do not depend on the caller (`shared: 'everyone'`), or the answer guests share (`shared: 'guests'`). A public
   * route's answers are then sent to later guests before Fastify runs its hooks (front-lane.ts): a hook that must run
   * for every call belongs in `preHandler` or `rateLimit`, which keep the route's answers out of that lane.
   */
  cache?: AnswerCachePolicy;
}

/**
 * Registers endpoint `e` from packages/contracts: its path, its schemas (validation, serialisation and the OpenAPI
 * document), and its access, which the authorisation layer enforces (platform/auth/authorize.ts).
 */
export function route<E extends EndpointDef>(app: FastifyInstance, e: E, handler: EndpointHandler<E>, options: RouteOptions = {}): void {
  const envelope = e.response && e.transport !== 'file' ? envelopeOf(e.response) : undefined;
  const run = async (req: EndpointRequest<E>, reply: FastifyReply) => {
    const result = await handler(req, reply);
    // A handler that answered by itself returned the reply; a reply is a thenable, so the await above yielded
    // undefined once it was written. Answering again would log "Reply was already sent".
    return reply.sent ? reply : ok(result as ReplyOf<E>);
  };
  if (options.cache && e.method !== 'GET') throw new Error(`${e.method} ${e.path}: only GET answers may be cached`);
  const cache =
    options.cache && envelope
      ? answerCache(options.cache, jsonEncoderOf(envelope), {
          encrypting: app.payloadEncrypted === true,
          // Later guests' calls skip Fastify (front-lane.ts), so only a public route's answers, and only when nothing
          // must run per request: no access check, rate limit or preHandler of its own.
          front: e.access === 'public' && !options.preHandler && !options.rateLimit ? app.frontLane : undefined,
        })
      : undefined;
  app.route({
    method: e.method,
    url: e.path,
    bodyLimit: options.bodyLimit,
    preHandler: options.preHandler,
    config: { access: e.access, endpoint: e, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    schema: {
      tags: [...e.tags],
      summary: e.summary,
      ...(e.access === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      // A multipart body is read by the handler as a stream; the schema documents its fields only.
      ...(e.body && e.transport !== 'multipart' ? { body: e.body } : {}),
      ...(envelope ? { response: { 200: envelope, ...options.otherResponses } } : {}),
    },
    // A cached answer is sent without a promise: a hit answers synchronously and hands Fastify the reply.
    handler: cache
      ? (req, reply) =>
          cache.serves(req) ? cache.answer(req, reply, () => run(req as EndpointRequest<E>, reply)) : run(req as EndpointRequest<E>, reply)
      : (req, reply) => run(req as EndpointRequest<E>, reply),
  });
}
