import { Button, Group, ScrollArea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The pages of one student's counseling workspace, in the order people work through them. */
export const COUNSELING_TABS = [
  "detail",
  "info",
  "applicationForms",
  "colleges",
  "essays",
  "tasks",
  "meetingLogs",
  "reports",
] as const;
export type CounselingTab = (typeof COUNSELING_TABS)[number];

/** Pages that exist only by counseling class (spec 03 §2: {id}/detail, info, meetingLogs, reports). */
const CLASS_ONLY: ReadonlySet<CounselingTab> = new Set(["detail", "info", "meetingLogs", "reports"]);

/** The tabs an address under `base` has: by username the student's own pages, by class all of them. */
export function counselingTabsFor(base: string): CounselingTab[] {
  const byClass = !base.startsWith("/private/counseling/student/");
  return COUNSELING_TABS.filter((tab) => byClass || !CLASS_ONLY.has(tab));
}

/**
 * The workspace's navigation under every counseling page of one student (`base` and `search` from
 * `useCounselingStudent()`): links, so each page is an address of its own; the current one is marked for
 * assistive technology. Every reader of the student may open every tab (what they may change is each
 * page's business), so none is hidden by role.
 */
export function CounselingTabs({
  base,
  search = "",
  current,
}: {
  base: string;
  search?: string;
  current: CounselingTab;
}) {
  const { t } = useTranslation("counseling-profile");
  return (
    <nav aria-label={t("tabs.label")}>
      <ScrollArea type="auto" offsetScrollbars>
        <Group gap={4} wrap="nowrap">
          {counselingTabsFor(base).map((tab) => (
            <Button
              key={tab}
              component={Link}
              to={`${base}/${tab}${search}`}
              size="compact-sm"
              variant={tab === current ? "filled" : "subtle"}
              aria-current={tab === current ? "page" : undefined}
              // Scrolled sideways on a phone, never squeezed: a tab keeps its whole label.
              style={{ flexShrink: 0 }}
            >
              {t(`tabs.${tab}`)}
            </Button>
          ))}
        </Group>
      </ScrollArea>
    </nav>
  );
}
