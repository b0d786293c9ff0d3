import {
  type ClassTicket,
  isPrivateCourseSession,
  type Locale,
  type PersonBrief,
  resolveFields,
} from "@edu/shared";
import { hhmm } from "../courses";
import type { Person, TicketWithRefs } from "./classes.repository";

const person = (p: Person): PersonBrief => ({
  id: p.id,
  username: p.username,
  first_name: p.firstName,
  last_name: p.lastName,
});

/** A ticket as answered; `localized` carries the session's and class's texts in the reader's language. */
export function toTicketDto(
  { ticket, student, session, cls, ta }: TicketWithRefs,
  locale: Locale = "en",
): ClassTicket {
  return {
    id: ticket.id,
    student_user_id: ticket.studentUserId,
    student: person(student),
    course_session_id: ticket.courseSessionId,
    course_session: {
      id: session.id,
      title: session.title,
      short_name: session.shortName,
      city: session.city,
      type: session.type,
      localized: resolveFields(
        { title: session.title, short_name: session.shortName, city: session.city },
        session.translations,
        ["title", "short_name", "city"] as const,
        locale,
      ),
    },
    is_private: isPrivateCourseSession(ticket.courseSessionId),
    enrolled_session_id: ticket.enrolledSessionId,
    is_paid: ticket.isPaid,
    note: ticket.note,
    session_class_id: ticket.sessionClassId,
    session_class: cls && {
      id: cls.id,
      name: cls.name,
      localized: resolveFields({ name: cls.name }, cls.translations, ["name"] as const, locale),
    },
    date: ticket.placementDate,
    time: hhmm(ticket.placementTime),
    address: ticket.address,
    classroom: ticket.classroom,
    study_room: ticket.studyRoom,
    score_range: ticket.scoreRange,
    ta_user_id: ticket.taUserId,
    ta: ta ? person(ta) : null,
    placed_at: ticket.placedAt?.toISOString() ?? null,
    created_at: ticket.createdAt.toISOString(),
    updated_at: ticket.updatedAt.toISOString(),
  };
}
