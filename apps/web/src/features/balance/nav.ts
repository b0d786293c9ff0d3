import { IconWallet } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

/** Labels live in the balance namespace (`nav.*`). Parents: their family's; staff and admins: any parent's. */
export const balanceNav: NavEntry[] = [
  {
    to: "/balance",
    label: "nav.balance",
    ns: "balance",
    icon: IconWallet,
    roles: ["parent"],
    section: "family",
    order: 35,
  },
  {
    to: "/balance",
    label: "nav.balance",
    ns: "balance",
    icon: IconWallet,
    roles: ["staff"],
    section: "admin",
    order: 45,
  },
];
