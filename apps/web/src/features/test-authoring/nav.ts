import { IconFilePencil } from "@tabler/icons-react";
import type { NavEntry } from "../../app/nav-entry";

/** Test editors and staff author forms; teachers read them (and the question bank). */
export const testAuthoringNav: NavEntry[] = [
  {
    to: "/tests/list",
    label: "nav.authoring",
    ns: "test-authoring",
    icon: IconFilePencil,
    roles: ["test-editor", "staff", "teacher"],
    section: "teaching",
    order: 75,
  },
];
