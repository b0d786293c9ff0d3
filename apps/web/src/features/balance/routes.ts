import { route } from "@react-router/dev/routes";
import type { FeatureRoutes } from "../../app/feature-routes";

/**
 * Family balance (spec 02 §2 finance routes): the balance and an entry, the admin's
 * adjustment (/finance/add), the deposit flow (/stripe → /stripe/deposit → provider → /stripe/success)
 * and the local sandbox's checkout page. Role rules are the pages' own (the server decides again).
 */
export const balanceRoutes: FeatureRoutes = {
  signedIn: [
    route("balance", "features/balance/pages/balance-page.tsx"),
    route(
      "balance/parent/:parentUserId/balanceTransaction/:balanceTransactionId",
      "features/balance/pages/balance-entry-page.tsx",
    ),
    route("finance/add", "features/balance/pages/finance-add-page.tsx"),
    route("stripe", "features/balance/pages/deposit-start-page.tsx"),
    route("stripe/deposit", "features/balance/pages/deposit-redirect-page.tsx"),
    route("stripe/success", "features/balance/pages/deposit-success-page.tsx"),
    route("stripe/sandbox/:sessionId", "features/balance/pages/sandbox-checkout-page.tsx"),
  ],
};
