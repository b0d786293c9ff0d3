import { Anchor, Group, Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { gradingPaths } from "../lib/paths";

const TABS = [
  ["all", gradingPaths.grading],
  ["sat", gradingPaths.gradingSat],
  ["act", gradingPaths.gradingAct],
  ["private", gradingPaths.gradingPrivate],
  ["addStudents", gradingPaths.addStudents()],
] as const;

/** The grading pages' tabs (the spec's sub-pages) and links to assigning, the papers and the timer. */
export function GradingLinks() {
  const { t } = useTranslation("test-grading");
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = TABS.find(([, to]) => to.split("?")[0] === pathname)?.[0] ?? "all";
  return (
    <>
      <Group gap="md" wrap="wrap">
        <Anchor component={Link} to={gradingPaths.setTest()}>
          {t("nav.assign")}
        </Anchor>
        <Anchor component={Link} to={gradingPaths.papers}>
          {t("nav.papers")}
        </Anchor>
        <Anchor component={Link} to={gradingPaths.files}>
          {t("nav.files")}
        </Anchor>
        <Anchor component={Link} to={gradingPaths.timer}>
          {t("nav.timer")}
        </Anchor>
      </Group>
      <Tabs value={active} onChange={(value) => navigate(TABS.find(([key]) => key === value)?.[1] ?? "/")}>
        <Tabs.List style={{ flexWrap: "wrap" }}>
          {TABS.map(([key]) => (
            <Tabs.Tab key={key} value={key}>
              {t(`grading.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </>
  );
}
