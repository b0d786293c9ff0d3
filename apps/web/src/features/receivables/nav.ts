import { IconCalendarDollar, IconCurrencyDollar } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

/** Labels live in the receivables namespace (`nav.*`). Staff read receivables; admins set rates. */
export const receivablesNav: NavEntry[] = [
  {
    to: "/receivable",
    label: "nav.receivables",
    ns: "receivables",
    icon: IconCalendarDollar,
    roles: ["staff"],
    section: "admin",
    order: 41,
  },
  {
    to: "/exchange-rates",
    label: "nav.exchangeRates",
    ns: "receivables",
    icon: IconCurrencyDollar,
    roles: ["super-admin"],
    section: "admin",
    order: 42,
  },
];
