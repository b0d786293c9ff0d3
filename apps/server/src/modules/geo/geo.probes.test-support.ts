import { geoEndpoints } from "@edu/shared";
import { defineProbes } from "../../../test/permissions/probe-kit";

/** How the permission table (test/permissions) calls each geo route; who is let in is the declared access. */
export const geoProbes = defineProbes(geoEndpoints, {
  getIpGeo: { allowed: 200 },
});
