import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconPencil } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NoPermissionPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-error";
import { displayName } from "../../../lib/person-name";
import { collectedSchoolQuery } from "../api/counseling-schools-api";
import { collectedPath, listPath, readClassId } from "../lib/paths";
import { CollectedForm } from "./collected-form";
import { CollectedView } from "./collected-view";

/**
 * One collected school under /private/counseling/student/{username}/… or /private/counseling/{counselingId}/…
 * (read, or its edit page). The server answers 404 to whoever may not see the student; a school of another
 * student than the address names is "not found" too.
 */
export function CollectedSchoolScreen({ edit }: { edit: boolean }) {
  const { t, i18n } = useTranslation("counseling-schools");
  const { username, counselingId, collectedCollegeId } = useParams();
  const id = readClassId(collectedCollegeId);
  const classId = readClassId(counselingId);
  const valid = id !== undefined && (username !== undefined || classId !== undefined);
  const query = useQuery({ ...collectedSchoolQuery(i18n.language, id ?? 0), enabled: valid });
  if (!valid) return <NotFoundPage />;
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
    return <LoadErrorPage error={query.error} onRetry={() => void query.refetch()} />;
  }
  const school = query.data;
  if (username !== undefined && school.student.username.toLowerCase() !== username.toLowerCase())
    return <NotFoundPage />;
  if (edit && school.can_edit !== 1) return <NoPermissionPage />;
  const base =
    username !== undefined
      ? `/private/counseling/student/${encodeURIComponent(username)}`
      : `/private/counseling/${classId}`;
  const search = username === undefined ? `?student=${school.student_user_id}` : "";
  const name = displayName(school.student);
  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle
        title={t(edit ? "one.metaTitleEdit" : "one.metaTitle", { school: school.school.name, name })}
      />
      <Stack gap="md">
        <Anchor
          component={Link}
          to={edit ? `${collectedPath(base, school.id)}${search}` : `${listPath(base)}${search}`}
          size="sm"
        >
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden="true" />
            {t(edit ? "one.backToSchool" : "page.backToList")}
          </Group>
        </Anchor>
        <div>
          <Title order={1}>{school.school.name}</Title>
          {school.school.name_en !== school.school.name && (
            <Text lang="en" c="gray.7">
              {school.school.name_en}
            </Text>
          )}
          <Text c="gray.7">{t("page.subtitle", { name })}</Text>
        </div>
        <Paper withBorder p={{ base: "sm", sm: "md" }}>
          {edit ? <CollectedForm school={school} /> : <CollectedView school={school} />}
        </Paper>
        {!edit && school.can_edit === 1 && (
          <Group>
            <Button
              component={Link}
              to={`${collectedPath(base, school.id, true)}${search}`}
              leftSection={<IconPencil size={16} aria-hidden="true" />}
            >
              {t("one.edit")}
            </Button>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
