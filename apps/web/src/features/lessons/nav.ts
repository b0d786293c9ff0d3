import { IconCalendarCheck, IconNotebook, IconUserStar } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

/** Labels live in the lessons namespace (`nav.*`). */
export const lessonsNav: NavEntry[] = [
  {
    to: "/private/private-lessons",
    label: "nav.privateLessons",
    ns: "lessons",
    icon: IconUserStar,
    roles: ["staff"],
    section: "admin",
    order: 35,
  },
  {
    to: "/students/attendances",
    label: "nav.attendance",
    ns: "lessons",
    icon: IconCalendarCheck,
    roles: ["staff"],
    section: "admin",
    order: 36,
  },
  {
    to: "/private/private-lessons",
    label: "nav.privateLessons",
    ns: "lessons",
    icon: IconUserStar,
    roles: ["teacher"],
    section: "teaching",
    order: 20,
  },
  {
    to: "/students/attendances",
    label: "nav.attendance",
    ns: "lessons",
    icon: IconNotebook,
    roles: ["teacher"],
    section: "teaching",
    order: 30,
  },
  {
    to: "/students/attendances",
    label: "nav.attendance",
    ns: "lessons",
    icon: IconCalendarCheck,
    roles: ["student"],
    section: "learning",
    order: 20,
  },
  {
    to: "/students/attendances",
    label: "nav.childrenAttendance",
    ns: "lessons",
    icon: IconCalendarCheck,
    roles: ["parent"],
    section: "family",
    order: 20,
  },
];
