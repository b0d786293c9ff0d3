import { IconTags } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

export const tagsNav: NavEntry[] = [
  { to: "/tags", label: "workspace.nav.tags", icon: IconTags, roles: ["staff"], section: "admin", order: 60 },
];
