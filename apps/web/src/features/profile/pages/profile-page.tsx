import { Alert, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { PageTitle } from "../../../components/page-title";
import { formatName } from "../../../lib/person-name";
import { rolesOf } from "../../../lib/roles";
import { LinkRequestsPanel, PendingChildren } from "../../family-links";
import { CalendarSubscription } from "../../lesson-schedule";
import { ownProfileQuery } from "../api/profile-api";
import { ChangePasswordCard } from "../components/change-password-card";
import { ProfilePhoto } from "../components/profile-photo";
import { type EditablePart, ProfileView } from "../components/profile-view";

export const handle: RouteHandle = { i18n: ["profile", "family-links", "content-admin", "lesson-schedule"] };

/** /profile: the signed-in user's own profile, each part editable by its owner. */
export default function ProfilePage() {
  const { t } = useTranslation("profile");
  const profile = useQuery(ownProfileQuery());
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) {
    return (
      <Container size="md" py="lg">
        <Alert color="red">{profile.error.message}</Alert>
      </Container>
    );
  }
  const { user } = profile.data;
  const editable: EditablePart[] = ["basic"];
  const roles = rolesOf(user);
  if (roles.isStudent) editable.push("student", "survey");
  if (roles.isTeacher) editable.push("teacher");
  const name = formatName(user) || user.username;
  return (
    <Container size="lg" py="lg">
      <PageTitle title={t("own.metaTitle")} />
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>{t("own.title")}</Title>
            <Text c="gray.7">{name}</Text>
          </div>
          <ProfilePhoto profile={profile.data} target={{ kind: "own" }} editable />
        </Group>
        <ProfileView
          profile={profile.data}
          target={{ kind: "own" }}
          editable={editable}
          // A parent opens a child's page to answer the child's survey; their own parents' pages are
          // not theirs to open (a parent may be their own student).
          familyLinks={{ parents: false, children: roles.isParent }}
        />
        {/* Links waiting for confirmation: those this user asked for, and those for them to answer. */}
        <PendingChildren card />
        <LinkRequestsPanel />
        {/* Those who have lessons: teachers, students and parents (their children's). */}
        {(roles.isTeacher || roles.isStudent || roles.isParent) && <CalendarSubscription />}
        <ChangePasswordCard />
      </Stack>
    </Container>
  );
}
