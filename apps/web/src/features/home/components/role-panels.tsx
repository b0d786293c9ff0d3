import type { User } from "@edu/shared";
import { Text } from "@mantine/core";
import { IconChalkboard, IconSchool, IconSettings, IconUserHeart } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { hasRole } from "../../../lib/roles";
import { PendingChildren } from "../../family-links";
import { childrenQuery, homeSummaryQuery, studentsQuery } from "../api/home-api";
import { DashboardCard, NextStep } from "./next-step";
import { OutboxStatus } from "./outbox-status";
import { PeopleList } from "./people-list";

/** Admin and staff: people and tags; the admin also sees mail waiting in the outbox. */
export function AdminPanel({ user }: { user: User }) {
  const { t } = useTranslation("home");
  const isAdmin = hasRole(user, "super-admin");
  return (
    <DashboardCard title={t("admin.title")} icon={<IconSettings size={20} />} testId="home-admin">
      <NextStep to="/users" label={t("admin.users")} hint={t("admin.usersHint")} />
      <NextStep to="/user" label={t("admin.createUser")} hint={t("admin.createUserHint")} />
      <NextStep to="/tags" label={t("admin.tags")} hint={t("admin.tagsHint")} />
      <NextStep to="/enrollment" label={t("admin.enrollments")} hint={t("admin.enrollmentsHint")} />
      <NextStep to="/placement" label={t("admin.placement")} hint={t("admin.placementHint")} />
      <NextStep to="/course-sessions" label={t("admin.sessions")} hint={t("admin.sessionsHint")} />
      {isAdmin && <NextStep to="/admin/edit-faq" label={t("admin.content")} hint={t("admin.contentHint")} />}
      <NextStep to="/shortUrls" label={t("admin.shortUrls")} hint={t("admin.shortUrlsHint")} />
      {isAdmin && <OutboxStatus />}
    </DashboardCard>
  );
}

export function TeacherPanel() {
  const { t } = useTranslation("home");
  const students = useQuery(studentsQuery());
  return (
    <DashboardCard title={t("teacher.title")} icon={<IconChalkboard size={20} />} testId="home-teacher">
      <NextStep to="/my-classes" label={t("teacher.classes")} hint={t("teacher.classesHint")} />
      <NextStep to="/profile" label={t("teacher.profile")} hint={t("teacher.profileHint")} />
      <Text fw={600} size="sm">
        {t("teacher.students")}
      </Text>
      <PeopleList people={students.data?.data} loading={students.isPending} empty={t("teacher.noStudents")} />
    </DashboardCard>
  );
}

export function ParentPanel({ user }: { user: User }) {
  const { t } = useTranslation("home");
  const children = useQuery(childrenQuery(user.id));
  // The children named by email and not confirmed yet: listed only when the summary counts some.
  const asked = useQuery(homeSummaryQuery()).data?.parent_link_requests.asked_by_me ?? 0;
  return (
    <DashboardCard title={t("parent.title")} icon={<IconUserHeart size={20} />} testId="home-parent">
      <Text fw={600} size="sm">
        {t("parent.children")}
      </Text>
      <PeopleList
        people={children.data?.data}
        loading={children.isPending}
        empty={t("parent.noChildren")}
        testId="home-children"
      />
      {asked > 0 && <PendingChildren />}
      <NextStep to="/applications" label={t("parent.applications")} hint={t("parent.applicationsHint")} />
      <NextStep to="/enroll" label={t("parent.enroll")} hint={t("parent.enrollHint")} />
      <NextStep to="/profile" label={t("parent.profile")} hint={t("parent.profileHint")} />
    </DashboardCard>
  );
}

export function StudentPanel() {
  const { t } = useTranslation("home");
  return (
    <DashboardCard title={t("student.title")} icon={<IconSchool size={20} />} testId="home-student">
      <NextStep to="/my-classes" label={t("student.classes")} hint={t("student.classesHint")} />
      <NextStep to="/profile" label={t("student.profile")} hint={t("student.profileHint")} />
    </DashboardCard>
  );
}
