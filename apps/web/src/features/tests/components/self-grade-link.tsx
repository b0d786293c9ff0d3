import { Alert, Anchor } from "@mantine/core";
import { IconPencilCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { gradingPaths } from "../../test-grading";
import { gradingSheetQuery } from "../api/tests-api";

/**
 * The way to the grading sheet from a result, shown only when the server says the reader may grade the
 * attempt (a student whose assignment allows self-grading) and it has written or spoken answers to grade.
 */
export function SelfGradeLink({ attemptId }: { attemptId: number }) {
  const { t } = useTranslation("tests");
  const sheet = useQuery(gradingSheetQuery(attemptId));
  const data = sheet.data?.data;
  if (data?.may_grade !== 1 || data.items.length === 0) return null;
  const waiting = data.items.filter((item) => item.score === null).length;
  return (
    <Alert color="grape" icon={<IconPencilCheck size={18} aria-hidden />} title={t("result.selfGradeTitle")}>
      {waiting > 0 && t("result.selfGradeWaiting", { count: waiting })}{" "}
      <Anchor component={Link} to={gradingPaths.exam(attemptId)} fw={700}>
        {t("result.selfGradeLink")}
      </Anchor>
    </Alert>
  );
}
