import type { AssignmentView } from "@edu/shared/test-assignments";
import { Alert, Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { mailAssignment } from "../api/grading-api";
import { localized } from "../lib/localized";
import { gradingPaths } from "../lib/paths";

/** After assigning: who got it, and the mail to students and parents (sent once per person). */
export function AssignedPanel({
  assignment,
  onAnother,
}: {
  assignment: AssignmentView;
  onAnother: () => void;
}) {
  const { t } = useTranslation("test-grading");
  const locale = useLocale();
  const mail = useMutation({ mutationFn: () => mailAssignment(assignment.id) });
  return (
    <Stack gap="sm">
      <Alert color="teal" title={localized(assignment.form_title, locale)}>
        <Text>{t("setTest.done", { count: assignment.students.length })}</Text>
        <Text size="sm">
          {formatDateTime(assignment.opens_at)} → {formatDateTime(assignment.due_at)}
        </Text>
        {assignment.paper && <Text size="sm">{t("setTest.uploaded", { name: assignment.paper.name })}</Text>}
      </Alert>
      {mail.data && (
        <Text role="status">
          {mail.data.sent > 0 ? t("setTest.mailed", { count: mail.data.sent }) : t("setTest.mailedNone")}
        </Text>
      )}
      <Group>
        <Button onClick={() => mail.mutate()} loading={mail.isPending} disabled={mail.isSuccess}>
          {t("setTest.mail")}
        </Button>
        <Button variant="default" onClick={onAnother}>
          {t("setTest.another")}
        </Button>
        <Anchor component={Link} to={gradingPaths.grading}>
          {t("setTest.toGrading")}
        </Anchor>
      </Group>
    </Stack>
  );
}
