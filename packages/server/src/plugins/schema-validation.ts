import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type ValidatorFactory = NonNullable<NonNullable<SchemaController['compilersFactory']>['buildValidator']>;

/** What Fastify hands a validator compiler for each schema of a route. */
interface RouteSchema {
  readonly schema: unknown;
  readonly method: string;
  readonly url: string;
  readonly httpPart?: string;
}
/** A compiler of the pool as it behaves at run time (its declared type takes the bare schema). */
type CompileRouteSchema = (route: RouteSchema) => unknown;

/** Unknown fields are dropped (the schemas say `additionalProperties: false`); the first error is enough. */
const COMMON_AJV_OPTIONS = { removeAdditional: 'all', allErrors: false } as const;

/**
 * Fastify's schema controller with one Ajv per kind of input (Fastify's documented way: a validator
 * compiler per `httpPart`). A query string, path parameters and headers arrive as text, so numbers and
 * booleans are read from it (`?page=2`) and a repeated key becomes an array where the schema wants one.
 * A JSON body carries its own types: `{"name":["x"]}`, `{"amount":60}` or `{"over18":"true"}` is refused
 * (WRONG_DATA_FORMAT) instead of being coerced into a string, a number or a boolean it never was.
 * Both Ajv instances come from @fastify/ajv-compiler, Fastify's own, so formats and defaults are as before.
 */
export const schemaController = (): SchemaController => {
  const pool = AjvCompiler();
  const buildValidator = (externalSchemas: Parameters<typeof pool>[0]) => {
    const compilerWith = (coerceTypes: 'array' | false) =>
      pool(externalSchemas, {
        customOptions: { ...COMMON_AJV_OPTIONS, coerceTypes },
      }) as unknown as CompileRouteSchema;
    const fromText = compilerWith('array');
    const strict = compilerWith(false);
    return (route: RouteSchema) => (route.httpPart === 'body' ? strict(route) : fromText(route));
  };
  return { compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory } };
};
