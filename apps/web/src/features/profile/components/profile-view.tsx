import type { Profile } from "@edu/shared";
import { Stack } from "@mantine/core";
import { useState } from "react";
import type { ProfileTarget } from "../api/profile-api";
import { BasicFormModal } from "./basic-form-modal";
import {
  BasicSection,
  type FamilyLinks,
  FamilySection,
  StudentSection,
  SurveySection,
  TeacherSection,
} from "./profile-sections";
import { StudentFormModal } from "./student-form-modal";
import { SurveyFormModal } from "./survey-form-modal";
import { TeacherFormModal } from "./teacher-form-modal";

export type EditablePart = "basic" | "student" | "teacher" | "survey";

type Props = {
  profile: Profile;
  target: ProfileTarget;
  /** Which parts this viewer may edit. */
  editable: readonly EditablePart[];
  familyLinks: FamilyLinks;
  /** A part whose dialog is open from the address (e.g. /user/{id}/editStudentInfoDialog). */
  openPart?: EditablePart | null;
  onOpenPartClose?: () => void;
};

/** Basic, student and teacher parts (per role) and the family links; each editable part opens its form. */
export function ProfileView({
  profile,
  target,
  editable,
  familyLinks,
  openPart = null,
  onOpenPartClose,
}: Props) {
  const [editing, setEditing] = useState<EditablePart | null>(null);
  const current = editing ?? (openPart && editable.includes(openPart) ? openPart : null);
  const close = () => {
    setEditing(null);
    if (openPart) onOpenPartClose?.();
  };
  const editor = (part: EditablePart) => (editable.includes(part) ? () => setEditing(part) : undefined);
  return (
    <Stack gap="md">
      <BasicSection profile={profile} onEdit={editor("basic")} />
      <StudentSection profile={profile} onEdit={editor("student")} />
      <SurveySection profile={profile} onEdit={editor("survey")} />
      <TeacherSection profile={profile} onEdit={editor("teacher")} />
      <FamilySection profile={profile} links={familyLinks} />
      {current === "basic" && <BasicFormModal profile={profile} target={target} opened onClose={close} />}
      {current === "student" && profile.student && (
        <StudentFormModal profile={profile} target={target} opened onClose={close} />
      )}
      {current === "survey" && profile.student && (
        <SurveyFormModal profile={profile} target={target} opened onClose={close} />
      )}
      {current === "teacher" && profile.teacher && (
        <TeacherFormModal profile={profile} target={target} opened onClose={close} />
      )}
    </Stack>
  );
}
