import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

/**
 * Future receivables (spec 02 §2): the list, creation (blank or from an enrollment), edit and
 * view; and the exchange-rate screen (a path of ours: the spec shows only GET money-convert-ratio).
 * Role rules are the pages' own (the server decides again).
 */
export const receivablesRoutes: FeatureRoutes = {
  signedIn: [
    route("receivable", "features/receivables/pages/receivables-page.tsx"),
    route("receivable/create", "features/receivables/pages/receivable-create-page.tsx"),
    route("receivable/create/enrollment/:id", "features/receivables/pages/receivable-create-page.tsx", {
      id: "receivable-create-enrollment",
    }),
    route("receivable/edit/:receivableId", "features/receivables/pages/receivable-edit-page.tsx"),
    route("receivable/:receivableId", "features/receivables/pages/receivable-page.tsx"),
    route("exchange-rates", "features/receivables/pages/exchange-rates-page.tsx"),
  ],
};
