import { IconSchool } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

/** Everyone signed in looks schools up (students and parents too). Labels in the schools namespace. */
export const schoolsNav: NavEntry[] = [
  {
    to: "/schools",
    label: "nav.schools",
    ns: "schools",
    icon: IconSchool,
    roles: [],
    section: "main",
    order: 40,
  },
];
