import { IconBooks, IconCalendarEvent, IconChartLine, IconUserHeart } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

export const coursesNav: NavEntry[] = [
  {
    to: "/courses",
    label: "workspace.nav.courses",
    icon: IconBooks,
    roles: ["staff"],
    section: "admin",
    order: 50,
  },
  {
    to: "/course-sessions",
    label: "workspace.nav.sessions",
    icon: IconCalendarEvent,
    roles: ["staff"],
    section: "admin",
    order: 55,
  },
  {
    to: "/courses/studentprogress",
    label: "workspace.nav.children",
    icon: IconUserHeart,
    roles: ["parent"],
    section: "family",
    order: 10,
  },
  {
    to: "/my-courses",
    label: "workspace.nav.myCourses",
    icon: IconBooks,
    roles: ["parent"],
    section: "family",
    order: 20,
  },
  {
    to: "/my-courses",
    label: "workspace.nav.myCourses",
    icon: IconBooks,
    roles: ["student"],
    section: "learning",
    order: 20,
  },
  {
    to: "/courses/studentprogress",
    label: "workspace.nav.progress",
    icon: IconChartLine,
    roles: ["teacher"],
    section: "teaching",
    order: 20,
  },
];
