import { IconCards } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

/** Students study vocabulary (learning); teachers build lists for their classes (teaching). Same page. */
const entry = {
  to: "/flashcards",
  label: "nav.navEntry",
  ns: "vocabulary",
  icon: IconCards,
  order: 80,
} as const;

export const vocabularyNav: NavEntry[] = [
  { ...entry, roles: ["student"], section: "learning" },
  { ...entry, roles: ["teacher"], section: "teaching" },
];
