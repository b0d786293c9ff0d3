import { IconChartBar, IconDeviceLaptop, IconReportAnalytics } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

/** Students and parents read their own (children's) analysis; teachers their classes' and the online programme. */
export const analysisNav: NavEntry[] = [
  {
    to: "/analysis",
    label: "nav.mine",
    ns: "analysis",
    icon: IconChartBar,
    roles: ["student"],
    section: "learning",
    order: 75,
  },
  {
    to: "/analysis",
    label: "nav.children",
    ns: "analysis",
    icon: IconChartBar,
    roles: ["parent"],
    section: "family",
    order: 75,
  },
  {
    to: "/session-classes/analysis",
    label: "nav.classes",
    ns: "analysis",
    icon: IconReportAnalytics,
    roles: ["teacher", "staff"],
    section: "teaching",
    order: 60,
  },
  {
    to: "/analysis",
    label: "nav.students",
    ns: "analysis",
    icon: IconChartBar,
    roles: ["teacher", "staff"],
    section: "teaching",
    order: 61,
  },
  {
    to: "/online-sat",
    label: "nav.onlineSat",
    ns: "analysis",
    icon: IconDeviceLaptop,
    roles: ["teacher", "staff"],
    section: "teaching",
    order: 62,
  },
];
