import { defineEndpoints } from "../system/endpoint";
import { healthSchema } from "../system/system.schemas";

export const healthEndpoints = defineEndpoints("system", {
  /** The 503 answer carries the same body (the server adds it to the document). */
  getHealth: {
    method: "GET",
    path: "/api/health",
    access: "public",
    summary: "Liveness and database reachability (503 when the database does not answer)",
    response: healthSchema,
    errors: [],
  },
});
