import { IconMail } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

/** The mail center: admins write and send; staff read (the list, delivery states, templates). */
export const mailCenterNav: NavEntry[] = [
  {
    to: "/mail",
    label: "nav.mails",
    ns: "mail-center",
    icon: IconMail,
    roles: ["staff"],
    section: "admin",
    order: 80,
  },
];
