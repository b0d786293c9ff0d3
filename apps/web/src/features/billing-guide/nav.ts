import { IconHelpCircle } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

/** Labels live in the billing-guide namespace (`nav.*`). */
export const billingGuideNav: NavEntry[] = [
  {
    to: "/create-class/how-to-billing",
    label: "nav.guide",
    ns: "billing-guide",
    icon: IconHelpCircle,
    roles: ["staff"],
    section: "admin",
    order: 49,
  },
];
