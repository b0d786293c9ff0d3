import { IconMessageReport } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

/** Feedback sent from the dialog, triaged by the office. */
export const feedbackNav: NavEntry[] = [
  {
    to: "/admin/feedback",
    label: "workspace.nav.feedback",
    icon: IconMessageReport,
    roles: ["staff"],
    section: "content",
    order: 45,
  },
];
