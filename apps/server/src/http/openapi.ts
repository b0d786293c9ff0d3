import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** The OpenAPI document is generated from the route schemas; it is the record of every path. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Education platform API",
        version: "1.0.0",
        description:
          "JSON API of the education platform. Errors are `{ message, code, errors? }`; `message` follows Accept-Language (en, zh-CN, zh-TW).",
      },
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer" },
          cookie: { type: "apiKey", in: "cookie", name: "session" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
