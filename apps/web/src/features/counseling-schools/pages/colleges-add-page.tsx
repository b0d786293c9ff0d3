import { APPLICATION_PORTALS, type CollectedSchoolType } from "@edu/shared/counseling-schools";
import { Anchor, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NoPermissionPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { displayName } from "../../../lib/person-name";
import { StudentChoice, useCounselingStudent } from "../../counseling-profile";
import { useViewerSchoolsType } from "../api/viewer-schools-type";
import { AddSchools } from "../components/add-schools";
import { serviceLabel } from "../lib/labels";
import { listPath, readService } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["counseling-schools"] };

/** The service whose list a schools type is (none for our own categories, DEFAULT). */
const serviceOfType = (type: CollectedSchoolType | null) =>
  APPLICATION_PORTALS.map(readService).find((service) => service !== undefined && service.type === type);

/**
 * /private/counseling/{counselingId}/colleges/add and …/{counselingId}/{thirdAppType}/colleges/add: schools
 * from the school search into a student's list (the second stores the service as the application portal).
 * Without a service in the address, schools are added with the viewer's counseling schools type (its
 * service as type and portal; our own categories add as before).
 */
export default function CollegesAddPage() {
  const { t } = useTranslation("counseling-schools");
  const { thirdAppType } = useParams();
  const viewerType = useViewerSchoolsType();
  const service = thirdAppType === undefined ? serviceOfType(viewerType.type) : readService(thirdAppType);
  const student = useCounselingStudent();
  if (student.invalid || (thirdAppType !== undefined && !service) || student.classId === undefined)
    return <NotFoundPage />;
  if (student.list.isPending || viewerType.isPending) return <PageLoader />;
  if (student.list.isError)
    return <LoadErrorPage error={student.list.error} onRetry={() => void student.list.refetch()} />;
  const row = student.row;
  if (!row) return <NotFoundPage />;
  if (row.as === "parent") return <NoPermissionPage />;
  const name = displayName(row.student);
  const listHref = `${listPath(student.base)}?student=${row.student_user_id}`;
  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("add.metaTitle", { name })} />
      <Stack gap="md">
        <Anchor component={Link} to={listHref} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden="true" />
            {t("page.backToList")}
          </Group>
        </Anchor>
        <div>
          <Title order={1}>{t("add.title")}</Title>
          <Text c="gray.7">{t("page.subtitle", { name })}</Text>
          {service && <Text size="sm">{t("add.forService", { service: serviceLabel(service.portal) })}</Text>}
        </div>
        <StudentChoice choices={student.choices} current={row.student_user_id} onChoose={student.choose} />
        <AddSchools
          key={row.student_user_id}
          student={row.student_user_id}
          classId={student.classId}
          service={service}
          listHref={listHref}
        />
      </Stack>
    </Container>
  );
}
