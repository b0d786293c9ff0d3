import { IconClipboardCheck, IconFileDownload } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

/**
 * Teachers and staff grade from one entry (its page links to assigning, papers and the timer); students
 * find the paper tests assigned to them.
 */
export const testGradingNav: NavEntry[] = [
  {
    to: "/tests/grading",
    label: "nav.grading",
    ns: "test-grading",
    icon: IconClipboardCheck,
    roles: ["teacher", "staff"],
    section: "teaching",
    order: 40,
  },
  {
    to: "/tests/file",
    label: "nav.files",
    ns: "test-grading",
    icon: IconFileDownload,
    roles: ["student"],
    section: "learning",
    order: 72,
  },
];
