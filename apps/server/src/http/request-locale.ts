import { type Locale, pickLocale } from "@edu/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** Every request knows its language from Accept-Language (spec: the client sends its current locale). */
export const requestLocalePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("locale", "en");
  app.addHook("onRequest", async (request: FastifyRequest) => {
    request.locale = pickLocale(request.headers["accept-language"]);
  });
});
