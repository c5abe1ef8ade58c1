/**
 * How the server validates what a route declares a schema for (contract/wire/): the value is canonicalised
 * (canonicalBody.ts), then checked by TypeBox's compiled validator, and a failure answers 400 with the Chinese text
 * the schema declares for it (schemaMessages.ts). One reader for every route, and for the tests of each route's reader.
 * Fastify runs it after the preValidation hooks, so an encrypted body is checked once decrypted (encryptedBodies.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import { canonicalValue } from './canonicalBody.js';
import { INVALID_REQUEST } from './errorHandler.js';
import { badRequest } from './httpError.js';
import { schemaMessage } from './schemaMessages.js';

const validators = new WeakMap<TSchema, Validator>();

function validatorOf(schema: TSchema): Validator {
  let validator = validators.get(schema);
  if (!validator) {
    validator = Compile(schema);
    validators.set(schema, validator);
  }
  return validator;
}

/**
 * The value in the schema's shape, or a 400 with the schema's text for the first failure. An absent value is an
 * empty one (a call without a body has every field at its default).
 */
export function readWire<Schema extends TSchema>(schema: Schema, value: unknown): Static<Schema> {
  const canonical = canonicalValue(schema as Readonly<Record<string, unknown>>, value ?? {});
  const validator = validatorOf(schema);
  if (validator.Check(canonical)) return canonical as Static<Schema>;
  const [failure] = validator.Errors(canonical);
  throw badRequest((failure && schemaMessage(schema, failure)) ?? INVALID_REQUEST);
}

/** A route as registered, and which of its parts it declares a schema for (tests hold every body to have one). */
export interface DeclaredRoute {
  method: string;
  url: string;
  schemaParts: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    declaredRoutes: readonly DeclaredRoute[];
  }
}

export function installWireValidation(app: FastifyInstance): void {
  const routes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schemaParts = Object.keys(route.schema ?? {}).filter((part) => ['body', 'querystring', 'params', 'headers'].includes(part));
    for (const method of methods) routes.push({ method: String(method), url: route.url, schemaParts });
  });
  app.setValidatorCompiler(({ schema }) => (data: unknown) => {
    try {
      return { value: readWire(schema as TSchema, data) };
    } catch (error) {
      return { error: error as Error };
    }
  });
}
