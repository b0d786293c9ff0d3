import { errorBodySchema } from "@edu/shared";
import { z } from "zod";

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/**
 * Response schemas for the error statuses a route can answer, so the OpenAPI document lists them.
 * Those the shared hooks give (401/403 from the access rule, 422 from validation, 429 from a rate
 * limit, …) are added to the document by openapi.ts; listing them here too is harmless.
 */
export function errorResponses<const S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;
}

/**
 * A redirect answer (no body; the document adds its Location header), e.g. `{ 302: redirectResponse("…") }`.
 * `reply.redirect()` sends no payload, so this schema never serializes anything; it documents.
 */
export function redirectResponse(description: string) {
  return z.null().describe(description);
}

/**
 * A file answer (the bytes, any media type): `{ 200: fileResponse("…") }`. The handler sends a stream,
 * which Fastify never serializes; this documents it.
 */
export function fileResponse(description: string) {
  return {
    description,
    // Any payload to the type checker (a stream is sent), bytes to the document.
    content: { "*/*": { schema: z.any().meta({ type: "string", format: "binary" }) } },
  };
}
