import type { CounselingProfileRow } from "@edu/shared/counseling-profile";
import { Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { displayName } from "../../../lib/person-name";
import { type StudentRef, studentsQuery } from "../api/counseling-profile-api";

const CLASS_ID = /^[1-9]\d{0,9}$/;

/** A route's class id when it is one (else the page is "not found" without asking the server). */
export function readClassId(value: string | undefined): number | undefined {
  return value !== undefined && CLASS_ID.test(value) ? Number(value) : undefined;
}

/**
 * The student a counseling page is about (every page under /private/counseling): `/student/:username/…`
 * names them, `/:id/…` or `/:counselingId/…` their counseling class (a class with several students offers a
 * choice, kept as `?student=`). GET counseling-profiles answers only students the caller may see, so "not
 * found" also covers "not yours". Nothing is asked while `enabled` is false (an address the page cannot
 * show anyway).
 */
export function useCounselingStudent({ enabled = true }: { enabled?: boolean } = {}) {
  const { username, id, counselingId } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const classParam = id ?? counselingId;
  const classId = readClassId(classParam);
  const ref: StudentRef | undefined =
    username !== undefined ? { username } : classId !== undefined ? { sessionClassId: classId } : undefined;
  const list = useQuery({ ...studentsQuery(ref ?? { username: "" }), enabled: enabled && ref !== undefined });
  const rows: CounselingProfileRow[] = list.data?.data ?? [];
  const wanted = Number(searchParams.get("student"));
  const row =
    ref && "username" in ref
      ? rows.find((r) => r.student.username.toLowerCase() === ref.username.toLowerCase())
      : (rows.find((r) => r.student_user_id === wanted) ?? rows[0]);
  const choose = (studentUserId: number) => {
    const next = new URLSearchParams(searchParams);
    next.set("student", String(studentUserId));
    setSearchParams(next, { replace: true });
  };
  return {
    invalid: ref === undefined,
    list,
    row,
    classId,
    /** Everyone the class holds (empty on the username's address). */
    choices: ref && "sessionClassId" in ref ? rows : [],
    choose,
    /** `?student=` to keep on links when the class holds several students. */
    search: ref && "sessionClassId" in ref && rows.length > 1 && row ? `?student=${row.student_user_id}` : "",
    /** The address this student's counseling pages hang under. */
    base:
      username !== undefined
        ? `/private/counseling/student/${encodeURIComponent(username)}`
        : `/private/counseling/${classParam}`,
  };
}

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
  const { t } = useTranslation("counseling-profile");
  if (choices.length < 2) return null;
  return (
    <Select
      label={t("portal.name")}
      data={choices.map((row) => ({ value: String(row.student_user_id), label: displayName(row.student) }))}
      value={String(current)}
      allowDeselect={false}
      onChange={(value) => value && onChoose(Number(value))}
      maw={320}
    />
  );
}
