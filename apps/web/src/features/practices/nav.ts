import { IconListCheck } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

/** Students take practices (learning); teachers build and share them (teaching). Same page. */
const entry = {
  to: "/practices",
  label: "nav.practices",
  ns: "practices",
  icon: IconListCheck,
  order: 75,
} as const;

export const practicesNav: NavEntry[] = [
  { ...entry, roles: ["student"], section: "learning" },
  { ...entry, roles: ["teacher", "staff", "test-editor"], section: "teaching" },
];
