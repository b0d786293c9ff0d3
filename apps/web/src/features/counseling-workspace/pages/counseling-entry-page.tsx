import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconFileCv, IconMail } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { classesQuery, schoolsTypeQuery } from "../api/counseling-workspace-api";
import { classBase, PORTAL_PATH, schoolsTypePath, studentBase } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["counseling-workspace"] };

/** A student whom the office has not placed in a counseling class yet: what that means and whom to ask. */
function NoClassYet({ username }: { username: string }) {
  const { t } = useTranslation("counseling-workspace");
  return (
    <Container size="sm" py="xl" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("entry.noClassTitle")} />
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t("entry.noClassTitle")}</Title>
        <Text>{t("entry.noClassBody")}</Text>
        <Text>{t("entry.noClassMeanwhile")}</Text>
        <Group gap="sm">
          <Button component={Link} to="/contact" leftSection={<IconMail size={18} aria-hidden="true" />}>
            {t("entry.contactOffice")}
          </Button>
          <Button
            component={Link}
            to={`${studentBase(username)}/applicationForms`}
            variant="light"
            leftSection={<IconFileCv size={18} aria-hidden="true" />}
          >
            {t("entry.openProfile")}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/**
 * /private/counseling (spec 03 §2): a student-only user, or a student who is also a parent (the student
 * is themselves), goes to the detail of their first counseling class (GET counseling-classes for their
 * own student role, start date first); everyone else (counselors, staff, super-admin, parents) to the
 * portal once their counseling schools type is set, else to the page that sets it.
 */
export default function CounselingEntryPage() {
  const { i18n } = useTranslation("counseling-workspace");
  const viewer = useViewerRoles();
  const me = viewer.user;
  // Teachers, staff and super-admins who are also students work as counselors here.
  const asStudent = Boolean(me) && viewer.isStudent && !viewer.isTeacher && !viewer.isStaff;
  const classes = useQuery({
    ...classesQuery(i18n.language, { role_type: "student", user_id: me?.id ?? 0, page: 1, page_size: 20 }),
    enabled: asStudent,
  });
  const type = useQuery({ ...schoolsTypeQuery(me?.username ?? ""), enabled: Boolean(me) && !asStudent });
  if (!me) return <PageLoader />;
  const answer = asStudent ? classes : type;
  if (answer.isError) return <LoadErrorPage error={answer.error} onRetry={() => void answer.refetch()} />;
  if (asStudent) {
    if (!classes.data) return <PageLoader />;
    const first = classes.data.data.find((row) => row.as === "student");
    if (!first) return <NoClassYet username={me.username} />;
    return <Navigate to={`${classBase(first.id)}/detail`} replace />;
  }
  if (!type.data) return <PageLoader />;
  return <Navigate to={type.data.schools_type ? PORTAL_PATH : schoolsTypePath(me.username)} replace />;
}
