import type { CounselingProfileRow } from "@edu/shared/counseling-profile";
import { useQuery } from "@tanstack/react-query";
import { useParams, useSearchParams } from "react-router";
import { type StudentRef, studentsQuery } from "../api/counseling-schools-api";
import { readClassId } from "../lib/paths";

/**
 * The student a page is about: `/student/:username/…` names them, `/:id/…` or `/:counselingId/…` their
 * counseling class (a class with several students offers a choice, kept as `?student=`). GET
 * counseling-profiles answers only students the caller may see, so "not found" also covers "not yours".
 */
export function useStudent() {
  const { username, id, counselingId } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const classParam = id ?? counselingId;
  const classId = readClassId(classParam);
  const ref: StudentRef | undefined =
    username !== undefined ? { username } : classId !== undefined ? { sessionClassId: classId } : undefined;
  const list = useQuery({ ...studentsQuery(ref ?? { username: "" }), enabled: ref !== undefined });
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
    choices: ref && "sessionClassId" in ref ? rows : [],
    choose,
    /** `?student=` to keep on links when the class holds several students. */
    search: ref && "sessionClassId" in ref && rows.length > 1 && row ? `?student=${row.student_user_id}` : "",
    base:
      username !== undefined
        ? `/private/counseling/student/${encodeURIComponent(username)}`
        : `/private/counseling/${classParam}`,
  };
}
