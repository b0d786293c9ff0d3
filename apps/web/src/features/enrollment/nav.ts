import { IconFileCertificate, IconInbox } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

export const enrollmentNav: NavEntry[] = [
  {
    to: "/enrollment",
    label: "workspace.nav.enrollments",
    icon: IconInbox,
    roles: ["staff"],
    section: "admin",
    order: 20,
  },
  {
    to: "/applications",
    label: "workspace.nav.applications",
    icon: IconFileCertificate,
    roles: ["parent", "student"],
    section: "family",
    order: 30,
  },
];
