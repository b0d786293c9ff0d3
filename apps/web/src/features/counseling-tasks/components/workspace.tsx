import type { CounselingProfileRow } from "@edu/shared/counseling-profile";

export { useWorkspace, type Workspace } from "../../counseling-profile";

import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { WorkspaceFrame as Frame } from "../../counseling-profile";

/** The counseling workspace's frame with this feature's line under the heading. */
export function WorkspaceFrame(props: Omit<ComponentProps<typeof Frame>, "subtitle">) {
  const { t } = useTranslation("counseling-tasks");
  return <Frame {...props} subtitle={(name) => t("page.subtitle", { name })} />;
}

/** Students and parents read; the student writes their own tasks; parents change nothing. */
export const mayWriteTasks = (row: CounselingProfileRow) => row.as !== "parent";
/** Meeting logs are written by the class's counselors and super-admin. */
export const mayWriteLogs = (row: CounselingProfileRow) => row.as === "counselor" || row.as === "admin";
