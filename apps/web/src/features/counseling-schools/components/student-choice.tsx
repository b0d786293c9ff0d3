import type { CounselingProfileRow } from "@edu/shared/counseling-profile";
import { Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { displayName } from "../../../lib/person-name";

/** A counseling class with several students: which one the page is about. */
export function StudentChoice({
  choices,
  current,
  onChoose,
}: {
  choices: CounselingProfileRow[];
  current: number;
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation("counseling-schools");
  if (choices.length < 2) return null;
  return (
    <Select
      label={t("page.student")}
      data={choices.map((row) => ({ value: String(row.student_user_id), label: displayName(row.student) }))}
      value={String(current)}
      allowDeselect={false}
      onChange={(value) => value && onChoose(Number(value))}
      maw={320}
    />
  );
}
