import { defineEndpoints } from "../system/endpoint";
import { homeSummarySchema } from "./home.schemas";

export const homeEndpoints = defineEndpoints("home", {
  getHomeSummary: {
    method: "GET",
    path: "/api/home/summary",
    access: "authenticated",
    summary:
      "What the caller's home page counts, by their roles (null where their role may not see the list)",
    response: homeSummarySchema,
    errors: [401],
  },
});
