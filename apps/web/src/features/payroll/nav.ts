import { IconCash, IconFileInvoice, IconReceipt2, IconReportMoney } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

/** Labels live in the payroll namespace (`nav.*`). Admins run payroll; teachers see their own salary. */
export const payrollNav: NavEntry[] = [
  {
    to: "/salary",
    label: "nav.payroll",
    ns: "payroll",
    icon: IconReportMoney,
    roles: ["super-admin"],
    section: "admin",
    order: 60,
  },
  {
    to: "/payment",
    label: "nav.payments",
    ns: "payroll",
    icon: IconCash,
    roles: ["super-admin"],
    section: "admin",
    order: 61,
  },
  {
    to: "/monetaryStatement",
    label: "nav.monetaryStatements",
    ns: "payroll",
    icon: IconFileInvoice,
    roles: ["super-admin"],
    section: "admin",
    order: 62,
  },
  {
    to: "/salary",
    label: "nav.mySalary",
    ns: "payroll",
    icon: IconReceipt2,
    roles: ["teacher"],
    section: "teaching",
    order: 40,
  },
];
