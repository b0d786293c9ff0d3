import { Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { RowLink } from "../../tests";
import { actPaths } from "../lib/paths";

/** A submitted ACT attempt's two pages, named with `what` (the test and its date) for screen readers. */
export function AttemptLinks({ attemptId, what }: { attemptId: number; what: string }) {
  const { t } = useTranslation("act");
  return (
    <Group gap="sm" wrap="wrap">
      <RowLink to={actPaths.explanations(attemptId)} label={t("links.explanations")} what={what} />
      <RowLink to={actPaths.answers("ACT", attemptId)} label={t("links.answers")} what={what} />
    </Group>
  );
}
