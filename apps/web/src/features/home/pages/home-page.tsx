import { Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { PageTitle } from "../../../components/page-title";
import { rolesOf } from "../../../lib/roles";
import { useReplacePaintedPage } from "../../../paint/painted-page";
import { greetingName, useSession } from "../../auth";
import { LinkRequestsPanel } from "../../family-links";
import { homeSummaryQuery } from "../api/home-api";
import { AdminPanel, ParentPanel, StudentPanel, TeacherPanel } from "../components/role-panels";
import { TeacherPrompts } from "../components/teacher-prompts";
import { WaitingCounts } from "../components/waiting-counts";

export const handle: RouteHandle = { i18n: ["home", "family-links"] };

/** /home: what each of the user's roles should do next. */
export default function HomePage() {
  const { t } = useTranslation("home");
  const { user } = useSession();
  // One call for every count on the page; the panels below read it from the cache.
  const summary = useQuery({ ...homeSummaryQuery(), enabled: Boolean(user) });
  useReplacePaintedPage(); // the copy the server painted (paint/home-paint.tsx) gives way in this commit
  if (!user) return <PageLoader />;
  const roles = rolesOf(user);
  const panels = [
    roles.isStaff && <AdminPanel key="admin" user={user} />,
    roles.isTeacher && <TeacherPanel key="teacher" />,
    roles.isParent && <ParentPanel key="parent" user={user} />,
    roles.isStudent && <StudentPanel key="student" />,
  ].filter(Boolean);
  return (
    <Container size="lg" px="md" py={{ base: "lg", sm: 40 }}>
      <PageTitle title={t("metaTitle")} />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} data-testid="home-greeting">
            {t("greeting", { name: greetingName(user) })}
          </Title>
          <Text c="gray.7">{t("subtitle")}</Text>
        </Stack>
        <WaitingCounts roles={roles} />
        {/* What a teacher still has to write (spec 03 §8): reports due, lessons without content. */}
        {roles.isTeacher && <TeacherPrompts />}
        {/* Someone asked to be linked as a parent: the student (or a linked parent, an admin) answers.
            The requests themselves are asked for only when the summary counts some waiting. */}
        {(summary.data?.parent_link_requests.to_answer ?? 0) > 0 && <LinkRequestsPanel />}
        {panels.length > 0 ? (
          <SimpleGrid cols={{ base: 1, md: panels.length > 1 ? 2 : 1 }} spacing="lg">
            {panels}
          </SimpleGrid>
        ) : (
          <Text>{t("noRole")}</Text>
        )}
      </Stack>
    </Container>
  );
}
