import { IconHome } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

export const homeNav: NavEntry[] = [
  {
    to: "/home",
    label: "workspace.nav.home",
    icon: IconHome,
    roles: [],
    section: "main",
    order: 0,
    end: true,
  },
];
