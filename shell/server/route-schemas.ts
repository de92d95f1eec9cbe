import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

/**
 * An encapsulated plugin's routes, whose body, query and answers are declared as zod schemas
 * (fastify-type-provider-zod): a bad body is refused before the handler runs, and the handler reads
 * what the schema returns. Called in the plugin's own scope, so no other scope changes (the pages'
 * catch-all route declares none).
 */
export function zodRoutes(fastify: FastifyInstance) {
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  return fastify.withTypeProvider<ZodTypeProvider>();
}

/** A field's name and its first Spanish message, as the rules' own `check…` functions give them. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The fields a body refused by its schema names, each with its first message (every field the form
 * does not have, not just the first; `formulario` for the body as a whole); null when the error is
 * not a schema's refusal.
 */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const errors: FieldErrors = {};
  for (const issue of error.validation) {
    const keys = issue.params.keys;
    const fields =
      issue.keyword === 'unrecognized_keys' && Array.isArray(keys) ? keys.map(String) : [issue.instancePath.split('/')[1] || 'formulario'];
    for (const field of fields) errors[field] ??= issue.message;
  }
  return errors;
}

/** Whether a body refused by its schema was no object at all (JSON `null`, a list, a number), rather than a form with wrong fields. */
export function refusedAsNoObject(error: unknown): boolean {
  return hasZodFastifySchemaValidationErrors(error) && error.validation.some((issue) => issue.instancePath === '/' && issue.keyword === 'invalid_type');
}

/** A form's JSON answer other than its success: the Spanish message, each field's when fields are wrong, a new token to send again with. */
export const formRefusal = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.string())),
  formToken: z.optional(z.string()),
});

/** A form's JSON answer once it is received. */
export const formReceived = z.object({ ok: z.literal(true) });
