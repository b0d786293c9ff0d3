import { IconChartLine } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

/** Students take ACT forms and read their history; parents and teachers read the history of theirs. */
const entry = { label: "nav.act", ns: "act", icon: IconChartLine, order: 72 } as const;
export const actNav: NavEntry[] = [
  { ...entry, to: "/act", roles: ["student"], section: "learning" },
  { ...entry, to: "/act/history", roles: ["parent"], section: "family" },
  { ...entry, to: "/act/history", roles: ["teacher", "staff"], section: "teaching" },
];
