import { homeEndpoints } from "@edu/shared";
import { defineProbes } from "../../../test/permissions/probe-kit";

/** How the permission table (test/permissions) calls each home route; who is let in is the declared access. */
export const homeProbes = defineProbes(homeEndpoints, {
  getHomeSummary: { allowed: 200 },
});
