import { IconAddressBook, IconFileCv } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

/**
 * A student opens their own application profile (the entry sends them there); parents read their
 * children's, counselors (teachers of counseling classes) their students' (super-admins open /private/counseling). Labels in the
 * counseling-profile namespace.
 */
export const counselingProfileNav: NavEntry[] = [
  {
    to: "/private/counseling",
    label: "nav.myProfile",
    ns: "counseling-profile",
    icon: IconFileCv,
    roles: ["student"],
    section: "learning",
    order: 60,
  },
  {
    to: "/private/counseling/portal",
    label: "nav.children",
    ns: "counseling-profile",
    icon: IconFileCv,
    roles: ["parent"],
    section: "family",
    order: 60,
  },
  {
    to: "/private/counseling/portal",
    label: "nav.portal",
    ns: "counseling-profile",
    icon: IconAddressBook,
    roles: ["teacher"],
    section: "teaching",
    order: 60,
  },
];
