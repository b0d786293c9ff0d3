import { geoEndpoints as endpoints } from "@edu/shared/geo";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../http/endpoint-route";
import { lookupGeo } from "./geo.service";

/** packages/shared/src/geo/geo.endpoints.ts */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.getIpGeo, async (request) => lookupGeo(request.ip));
};
