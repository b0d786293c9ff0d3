import { IconFileInvoice } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

/** Labels live in the billing namespace (`nav.*`). Admins: every bill; parents: their family's. */
export const billingNav: NavEntry[] = [
  {
    to: "/bill",
    label: "nav.bills",
    ns: "billing",
    icon: IconFileInvoice,
    roles: ["super-admin"],
    section: "admin",
    order: 40,
  },
  {
    to: "/bill",
    label: "nav.familyBills",
    ns: "billing",
    icon: IconFileInvoice,
    roles: ["parent"],
    section: "family",
    order: 30,
  },
];
