import {
  IconArticle,
  IconLink,
  IconMailForward,
  IconMessage,
  IconQuestionMark,
  IconWorld,
} from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

/** Website content; FAQ, stories and site content are the admin's (their pages say so too). */
export const contentAdminNav: NavEntry[] = [
  {
    to: "/admin/site-content",
    label: "workspace.nav.siteContent",
    icon: IconWorld,
    roles: ["super-admin"],
    section: "content",
    order: 10,
  },
  {
    to: "/admin/edit-faq",
    label: "workspace.nav.faq",
    icon: IconQuestionMark,
    roles: ["super-admin"],
    section: "content",
    order: 20,
  },
  {
    to: "/admin/stories",
    label: "workspace.nav.stories",
    icon: IconArticle,
    roles: ["super-admin"],
    section: "content",
    order: 30,
  },
  {
    to: "/admin/contact-messages",
    label: "workspace.nav.messages",
    icon: IconMessage,
    roles: ["staff"],
    section: "content",
    order: 40,
  },
  {
    to: "/admin/mail-outbox",
    label: "workspace.nav.mailOutbox",
    icon: IconMailForward,
    roles: ["super-admin"],
    section: "content",
    order: 48,
  },
  {
    to: "/shortUrls",
    label: "workspace.nav.shortUrls",
    icon: IconLink,
    roles: ["staff"],
    section: "content",
    order: 50,
  },
];
