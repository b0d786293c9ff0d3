import { IconArmchair, IconChalkboard, IconSchool } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

export const sessionClassesNav: NavEntry[] = [
  {
    to: "/session-classes/all",
    label: "workspace.nav.classes",
    icon: IconChalkboard,
    roles: ["staff"],
    section: "admin",
    order: 30,
  },
  {
    to: "/placement",
    label: "workspace.nav.placement",
    icon: IconArmchair,
    roles: ["staff"],
    section: "admin",
    order: 40,
  },
  {
    to: "/my-classes",
    label: "workspace.nav.myClasses",
    icon: IconSchool,
    roles: ["teacher"],
    section: "teaching",
    order: 10,
  },
  {
    to: "/my-classes",
    label: "workspace.nav.myClasses",
    icon: IconSchool,
    roles: ["student"],
    section: "learning",
    order: 10,
  },
];
