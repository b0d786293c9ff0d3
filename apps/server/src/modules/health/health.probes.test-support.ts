import { healthEndpoints } from "@edu/shared";
import { defineProbes } from "../../../test/permissions/probe-kit";

/** How the permission table (test/permissions) calls each health route; who is let in is the declared access. */
export const healthProbes = defineProbes(healthEndpoints, {
  getHealth: { allowed: 200 },
});
