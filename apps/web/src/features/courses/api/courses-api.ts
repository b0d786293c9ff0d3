import {
  type CourseCategory,
  type CourseSessionType,
  classTicketEndpoints,
  courseEndpoints,
  courseSessionEndpoints,
  enrolledSessionEndpoints,
  sessionClassEndpoints,
} from "@edu/shared";
// Not in the root index yet: the relations domain's declarations, by their subpath.
import { relationEndpoints } from "@edu/shared/relations";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, type EndpointBody } from "../../../lib/endpoint-client";

export const coursesKeys = {
  all: ["courses"] as const,
  courseList: (filters: CourseListFilters) => ["courses", "list", filters] as const,
  course: (id: number) => ["courses", "detail", id] as const,
  sessions: ["course-sessions"] as const,
  sessionList: (filters: SessionListFilters) => ["course-sessions", "list", filters] as const,
  session: (id: number) => ["course-sessions", "detail", id] as const,
  myEnrollments: (page: number) => ["my-enrollments", page] as const,
  progress: (studentId: number) => ["student-course-progress", studentId] as const,
  students: (filters: StudentPickerFilters) => ["students", "picker", filters] as const,
  taught: ["session-classes", "taught"] as const,
};

/** The current classes the signed-in teacher (or TA) teaches, for "Courses I teach" on /my-courses. */
export const taughtClassesQuery = () =>
  queryOptions({
    queryKey: coursesKeys.taught,
    queryFn: ({ signal }) =>
      call(
        sessionClassEndpoints.listSessionClasses,
        { query: { status: "current", page_size: 100 } },
        { signal, overlay: false },
      ),
  });

export type CourseListFilters = {
  page: number;
  category?: CourseCategory;
  visibility?: "visible" | "hidden";
};
export const courseListQuery = (filters: CourseListFilters) =>
  queryOptions({
    queryKey: coursesKeys.courseList(filters),
    queryFn: ({ signal }) =>
      call(
        courseEndpoints.listCourses,
        {
          query: {
            page: filters.page,
            category: filters.category,
            is_visible: filters.visibility === undefined ? undefined : filters.visibility === "visible",
          },
        },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });

export const courseQuery = (id: number) =>
  queryOptions({
    queryKey: coursesKeys.course(id),
    queryFn: ({ signal }) => call(courseEndpoints.getCourse, { params: { id } }, { signal, overlay: false }),
  });

export const createCourse = (body: EndpointBody<typeof courseEndpoints.createCourse>) =>
  call(courseEndpoints.createCourse, { body });
export const updateCourse = (id: number, body: EndpointBody<typeof courseEndpoints.updateCourse>) =>
  call(courseEndpoints.updateCourse, { params: { id }, body });
/** DELETE courses/{id} (admin): refused with 409 and a localized message while the course has sessions. */
export const deleteCourse = (id: number) => call(courseEndpoints.deleteCourse, { params: { id } });

export type SessionListFilters = {
  page: number;
  course_id?: number;
  type?: CourseSessionType;
  active?: boolean;
  q?: string;
};
export const sessionListQuery = (filters: SessionListFilters) =>
  queryOptions({
    queryKey: coursesKeys.sessionList(filters),
    queryFn: ({ signal }) =>
      call(
        courseSessionEndpoints.listCourseSessions,
        { query: { ...filters, q: filters.q || undefined } },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });

export const sessionQuery = (id: number) =>
  queryOptions({
    queryKey: coursesKeys.session(id),
    queryFn: ({ signal }) =>
      call(courseSessionEndpoints.getCourseSession, { params: { id } }, { signal, overlay: false }),
  });

export const createCourseSession = (body: EndpointBody<typeof courseSessionEndpoints.createCourseSession>) =>
  call(courseSessionEndpoints.createCourseSession, { body });
export const updateCourseSession = (
  id: number,
  body: EndpointBody<typeof courseSessionEndpoints.updateCourseSession>,
) => call(courseSessionEndpoints.updateCourseSession, { params: { id }, body });

/** Every course (for the session form's course select): the first 200 are plenty for a catalogue. */
export const courseOptionsQuery = () =>
  queryOptions({
    queryKey: ["courses", "options"] as const,
    queryFn: ({ signal }) =>
      call(courseEndpoints.listCourses, { query: { page_size: 200 } }, { signal, overlay: false }),
  });

/** GET my-enrollments: the caller's enrolled course sessions and their children's (/my-courses). */
export const myEnrollmentsQuery = (page: number) =>
  queryOptions({
    queryKey: coursesKeys.myEnrollments(page),
    queryFn: ({ signal }) =>
      call(enrolledSessionEndpoints.listMyEnrollments, { query: { page } }, { signal, overlay: false }),
    placeholderData: keepPreviousData,
  });

/** GET students/{id}/course-progress: the student's course sessions with enrollments, tickets and stage. */
export const studentProgressQuery = (studentId: number) =>
  queryOptions({
    queryKey: coursesKeys.progress(studentId),
    queryFn: ({ signal }) =>
      call(
        classTicketEndpoints.getStudentCourseProgress,
        { params: { id: studentId } },
        { signal, overlay: false, silent: true },
      ),
    retry: false,
  });

export type StudentPickerFilters = { page: number; q: string };
/**
 * GET students, scoped by the server to the caller: every student (admin, staff), the students of the
 * caller's classes (teacher), the caller's children (parent).
 */
export const studentPickerQuery = (filters: StudentPickerFilters) =>
  queryOptions({
    queryKey: coursesKeys.students(filters),
    queryFn: ({ signal }) =>
      call(
        relationEndpoints.listStudents,
        { query: { page: filters.page, q: filters.q || undefined } },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });
