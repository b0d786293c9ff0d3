import type { Role } from "@edu/shared";
import type { Icon } from "@tabler/icons-react";

/**
 * One item of the signed-in workspace's side navigation. Each feature lists its items in
 * `features/<name>/nav.ts` and exports them from its index.ts (as routes.ts lists its routes);
 * app/shell/workspace-nav-entries.ts composes the lists. A later feature (lessons, bills, payroll) adds
 * its items in its own folder and one line there.
 */
export type NavEntry = {
  /** Where the item leads. */
  to: string;
  /** Translation key of the label in `ns` (default: the shell's `common` namespace, `workspace.nav.*`). */
  label: string;
  ns?: string;
  icon: Icon;
  /** Who sees the item: any of these roles (super-admin passes every list, as lib/roles.ts says). Empty: everyone signed in. */
  roles: Role[];
  /** The group it is listed under. */
  section: NavSection;
  /** Order inside the section (small first). */
  order: number;
  /** Active only on exactly this path (default: the path and everything under it). */
  end?: boolean;
};

/** Sections in the order they are shown. */
export const NAV_SECTIONS = ["main", "family", "learning", "teaching", "admin", "content"] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];
