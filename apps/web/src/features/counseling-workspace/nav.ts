import { IconAddressBook, IconSchool } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

/**
 * A student opens their counseling class (the entry sends them there); parents, counselors and
 * super-admins the portal (the entry would ask for their schools type first; the portal's empty state
 * links to it). Teacher and admin share a label, so one who is both sees one item.
 */
export const counselingWorkspaceNav: NavEntry[] = [
  {
    to: "/private/counseling",
    label: "nav.mine",
    ns: "counseling-workspace",
    icon: IconSchool,
    roles: ["student"],
    section: "learning",
    order: 60,
  },
  {
    to: "/private/counseling/portal",
    label: "nav.children",
    ns: "counseling-workspace",
    icon: IconSchool,
    roles: ["parent"],
    section: "family",
    order: 60,
  },
  {
    to: "/private/counseling/portal",
    label: "nav.portal",
    ns: "counseling-workspace",
    icon: IconAddressBook,
    roles: ["teacher"],
    section: "teaching",
    order: 60,
  },
  {
    to: "/private/counseling/portal",
    label: "nav.portal",
    ns: "counseling-workspace",
    icon: IconAddressBook,
    roles: ["super-admin"],
    section: "admin",
    order: 65,
  },
];
