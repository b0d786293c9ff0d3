import { ipGeoSchema } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { lookupGeo } from "./geo.service";

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/ip-geo",
    {
      config: { access: "public" },
      schema: {
        tags: ["system"],
        summary: "Where the caller's address is (chooses the Taiwan or China contact variant)",
        response: { 200: ipGeoSchema },
      },
    },
    async (request) => lookupGeo(request.ip),
  );
};
