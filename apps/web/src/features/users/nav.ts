import { IconUsers } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

export const usersNav: NavEntry[] = [
  {
    to: "/users",
    label: "workspace.nav.users",
    icon: IconUsers,
    roles: ["staff"],
    section: "admin",
    order: 10,
  },
];
