import { IconHeadphones } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

/** Students take TOEFL mocks; teachers and staff grade them and read transcripts from the same home. */
const entry = {
  to: "/toefl",
  label: "nav.toefl",
  ns: "toefl",
  icon: IconHeadphones,
  order: 71,
} as const;
export const toeflNav: NavEntry[] = [
  { ...entry, roles: ["student"], section: "learning" },
  { ...entry, roles: ["parent"], section: "family" },
  { ...entry, roles: ["teacher", "staff"], section: "teaching" },
];
