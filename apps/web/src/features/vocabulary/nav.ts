import { IconCards } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

/** Students study vocabulary; teachers build lists for their classes (the pages link to one another). */
export const vocabularyNav: NavEntry[] = [
  {
    to: "/flashcards",
    label: "nav.navEntry",
    ns: "vocabulary",
    icon: IconCards,
    roles: ["student", "teacher"],
    section: "learning",
    order: 80,
  },
];
