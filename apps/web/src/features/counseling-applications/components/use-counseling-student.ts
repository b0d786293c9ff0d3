import type { CounselingProfileRow } from "@edu/shared/counseling-profile";
import { useQuery } from "@tanstack/react-query";
import { useParams, useSearchParams } from "react-router";
import { type StudentRef, studentsQuery } from "../api/applications-api";

const CLASS_ID = /^[1-9]\d{0,9}$/;

/**
 * The student a service page is about: `/student/:username/…` names them, `/:id/…` names their counseling
 * class (a class with several students offers a choice, kept as `?student=`). GET counseling-profiles
 * answers only students the caller may see, so "not found" also covers "not yours". Nothing is asked while
 * `enabled` is false (an address the page cannot show anyway).
 */
export function useCounselingStudent({ enabled }: { enabled: boolean }) {
  const { username, id } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const ref: StudentRef | undefined =
    username !== undefined
      ? { username }
      : id !== undefined && CLASS_ID.test(id)
        ? { sessionClassId: Number(id) }
        : undefined;
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
    /** Everyone the class holds (empty on the username's address). */
    choices: ref && "sessionClassId" in ref ? rows : [],
    choose,
    /** The address the service pages of this student hang under. */
    base:
      username !== undefined
        ? `/private/counseling/student/${encodeURIComponent(username)}`
        : `/private/counseling/${id}`,
  };
}
