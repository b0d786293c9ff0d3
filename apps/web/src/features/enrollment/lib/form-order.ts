import type { CourseSessionsForEnrollment, EnrollmentFormOrder } from "@edu/shared";

/** Course session id → its stored position in the enrollment form's class list. */
export type Positions = Readonly<Record<number, number>>;

export const positionsFrom = (order: EnrollmentFormOrder | undefined): Positions =>
  Object.fromEntries((order?.data ?? []).map((item) => [item.course_session_id, item.position]));

type Groups = CourseSessionsForEnrollment["groups"];

/**
 * The enrollment form's groups (group, private, counseling) with each group's sessions in the given
 * order (/enrollment/order keeps it locally while moves are saved): arranged sessions first by position,
 * then the ones never arranged (new sessions) as the server sent them. Empty groups are left out.
 */
export function orderedGroups(groups: Groups | undefined, positions: Positions): Groups {
  return (groups ?? [])
    .filter((group) => group.sessions.length > 0)
    .map((group) => ({
      ...group,
      sessions: group.sessions
        .map((session, index) => ({ session, index, position: positions[session.id] }))
        .sort(
          (a, b) =>
            (a.position ?? Number.POSITIVE_INFINITY) - (b.position ?? Number.POSITIVE_INFINITY) ||
            a.index - b.index,
        )
        .map((entry) => entry.session),
    }));
}

export type MovePlan = {
  /** Every shown session's new position (its index in the whole list) plus the hidden ones unchanged. */
  positions: Positions;
  /** The positions to save: only the sessions whose stored position changes. */
  writes: Array<{ id: number; position: number }>;
  /** The moved session's new place within its group (1-based) and the group's size. */
  place: number;
  of: number;
};

/**
 * Moves one session a step up (-1) or down (+1) within its group. Positions are then the sessions'
 * indexes in the whole list, so the first move saves every row not yet in place and later moves save
 * just the two rows that swap. Null when the session cannot move that way.
 */
export function planMove(groups: Groups, positions: Positions, id: number, step: -1 | 1): MovePlan | null {
  const group = groups.find((candidate) => candidate.sessions.some((session) => session.id === id));
  if (!group) return null;
  const ids = group.sessions.map((session) => session.id);
  const from = ids.indexOf(id);
  const to = from + step;
  if (to < 0 || to >= ids.length) return null;
  [ids[from], ids[to]] = [ids[to] as number, ids[from] as number];
  const flat = groups.flatMap((candidate) =>
    candidate === group ? ids : candidate.sessions.map((session) => session.id),
  );
  const next: Record<number, number> = { ...positions };
  const writes: MovePlan["writes"] = [];
  flat.forEach((sessionId, index) => {
    if (positions[sessionId] !== index) writes.push({ id: sessionId, position: index });
    next[sessionId] = index;
  });
  return { positions: next, writes, place: to + 1, of: ids.length };
}
