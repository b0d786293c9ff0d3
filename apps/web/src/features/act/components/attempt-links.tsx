import { Anchor, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { actPaths } from "../lib/paths";

/** A submitted ACT attempt's two pages, named with `what` (the test and its date) for screen readers. */
export function AttemptLinks({ attemptId, what }: { attemptId: number; what: string }) {
  const { t } = useTranslation("act");
  return (
    <Group gap="sm" wrap="wrap">
      <Anchor
        component={Link}
        to={actPaths.explanations(attemptId)}
        aria-label={`${t("links.explanations")}: ${what}`}
      >
        {t("links.explanations")}
      </Anchor>
      <Anchor
        component={Link}
        to={actPaths.answers("ACT", attemptId)}
        aria-label={`${t("links.answers")}: ${what}`}
      >
        {t("links.answers")}
      </Anchor>
    </Group>
  );
}
