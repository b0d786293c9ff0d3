import { IconPencilCheck } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

/** Students find the tests they may take; test editors author them on the same page. */
export const testsNav: NavEntry[] = [
  {
    to: "/tests",
    label: "nav.tests",
    ns: "tests",
    icon: IconPencilCheck,
    roles: ["student", "test-editor"],
    section: "learning",
    order: 70,
  },
];
