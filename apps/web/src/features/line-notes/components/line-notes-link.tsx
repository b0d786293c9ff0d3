import { Anchor } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useViewerRoles } from "../../auth";
import { lineNotesStatusQuery } from "../api/line-notes-api";

/**
 * A link to one user's LINE notes, for the user admin page: shown to staff only, and only when the
 * school's LINE official account is configured.
 */
export function LineNotesLink({ userId }: { userId: number }) {
  const { t } = useTranslation("line-notes");
  const { isStaff } = useViewerRoles();
  const status = useQuery({ ...lineNotesStatusQuery(), enabled: isStaff });
  if (!isStaff || !status.data?.configured) return null;
  return (
    <Anchor component={Link} to={`/line-notes/${userId}`} size="sm">
      {t("link")}
    </Anchor>
  );
}
