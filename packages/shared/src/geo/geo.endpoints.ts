import { defineEndpoints } from "../system/endpoint";
import { ipGeoSchema } from "../system/system.schemas";

export const geoEndpoints = defineEndpoints("system", {
  getIpGeo: {
    method: "GET",
    path: "/api/ip-geo",
    access: "public",
    summary: "Where the caller's address is (chooses the Taiwan or China contact variant)",
    response: ipGeoSchema,
    errors: [],
  },
});
