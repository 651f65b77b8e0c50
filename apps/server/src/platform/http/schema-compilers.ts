import type { FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from './response-serializer.ts';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/**
 * Fastify's `schemaController`: every schema is zod, validated by fastify-type-provider-zod and answered through
 * response-serializer.ts. Given as the compilers' factories (not set afterwards with setValidatorCompiler), Fastify
 * never loads its default ones, ajv and fast-json-stringify: 0.35 s of a 4 s start in a CPU profile (issue 9). Fastify
 * types the factories for ajv; they receive the route's schema whatever it is, so the zod compilers are cast.
 */
export const zodSchemaController = {
  compilersFactory: {
    buildValidator: (() => validatorCompiler) as unknown as CompilersFactory['buildValidator'],
    buildSerializer: (() => responseSerializerCompiler) as unknown as CompilersFactory['buildSerializer'],
  },
};
