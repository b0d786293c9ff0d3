import { THIRD_SERVICE_TYPES, type ThirdServiceType } from "@edu/shared/counseling-accounts";
import { Alert, Anchor, Button, Container, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconRefresh } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { displayName } from "../../../lib/person-name";
import { StudentChoice, useCounselingStudent } from "../../counseling-profile";
import { accountQuery } from "../api/applications-api";
import { AccountActions } from "../components/account-actions";
import { AccountForm } from "../components/account-form";
import { CollegesPanel } from "../components/colleges-panel";
import { ExportPanel } from "../components/export-panel";
import { PasswordReveal } from "../components/password-reveal";
import { WRAPPING_BUTTON } from "../components/wrapping-button";
import { readServiceType, serviceName, servicePath } from "../lib/service-types";

export const handle: RouteHandle = { i18n: ["counseling-applications"] };

/** The three services, each its own address; the current one is marked for assistive technology too. */
function ServiceLinks({
  base,
  current,
  search,
}: {
  base: string;
  current: ThirdServiceType;
  search: string;
}) {
  const { t } = useTranslation("counseling-applications");
  return (
    <Group gap="xs" component="nav" aria-label={t("page.services")}>
      {THIRD_SERVICE_TYPES.map((type) => (
        <Button
          {...WRAPPING_BUTTON}
          key={type}
          component={Link}
          to={`${servicePath(base, type)}${search}`}
          size="compact-sm"
          variant={type === current ? "filled" : "default"}
          aria-current={type === current ? "page" : undefined}
        >
          {serviceName(type)}
        </Button>
      ))}
    </Group>
  );
}

/** The stored login of one service and what is done with it. */
function ServiceContent({ student, type }: { student: number; type: ThirdServiceType }) {
  const { t } = useTranslation("counseling-applications");
  const account = useQuery(accountQuery(student, type));
  if (account.isPending) return <PageLoader />;
  // Said inside the page (its h1 stays the only one), with a way to try again.
  if (account.isError)
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t("account.loadFailed")}</Text>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={() => void account.refetch()}
          >
            {t("export.retry")}
          </Button>
        </Stack>
      </Alert>
    );
  const data = account.data;
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t("account.title")}
          </Title>
          <div>
            <Text size="sm" fw={500}>
              {t("account.application")}
            </Text>
            <Text>{serviceName(type)}</Text>
          </div>
          {!data.can_edit && <Text size="sm">{t("account.readOnly")}</Text>}
          {/* Started again when a call changes what it shows (the invitation's state, a new password), not
              when a login is merely tried: unsaved typing survives a test of the login. */}
          <AccountForm
            key={`${student}-${type}-${data.id}-${data.advisor_invitation_state}-${data.password_changed_at}`}
            account={data}
          />
          <PasswordReveal key={`reveal-${student}-${type}`} account={data} />
          <Divider />
          <AccountActions account={data} />
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <CollegesPanel key={`colleges-${student}-${type}`} account={data} />
      </Paper>
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <ExportPanel account={data} />
      </Paper>
    </Stack>
  );
}

/**
 * /private/counseling/student/{username}/applicationForms/{thirdAppType} and
 * /private/counseling/{id}/applicationForms/{thirdAppType} (id: the counseling class): a student's account
 * for one application service (Common App, Coalition, UC) — the stored login, its test and the advisor
 * invitation, the colleges synced there — and the export of the profile for that service, with its cuts,
 * downloads and upload. Whoever may not see the student meets "not found" (the server answers nothing).
 */
export default function ApplicationServicePage() {
  const { t } = useTranslation("counseling-applications");
  const { thirdAppType } = useParams();
  const type = readServiceType(thirdAppType);
  const student = useCounselingStudent({ enabled: type !== undefined });
  if (!type || student.invalid) return <NotFoundPage />;
  if (student.list.isPending) return <PageLoader />;
  if (student.list.isError)
    return <LoadErrorPage error={student.list.error} onRetry={() => void student.list.refetch()} />;
  const row = student.row;
  if (!row) return <NotFoundPage />;
  const name = displayName(row.student);
  const service = serviceName(type);
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("page.metaTitle", { service, name })} />
      <Stack gap="md">
        <Anchor component={Link} to={`${student.base}/applicationForms`} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden="true" />
            {t("page.back")}
          </Group>
        </Anchor>
        <div>
          <Title order={1}>{service}</Title>
          <Text c="gray.7">{t("page.subtitle", { name })}</Text>
        </div>
        <StudentChoice choices={student.choices} current={row.student_user_id} onChoose={student.choose} />
        <ServiceLinks
          base={student.base}
          current={type}
          search={student.choices.length > 1 ? `?student=${row.student_user_id}` : ""}
        />
        <ServiceContent key={`${row.student_user_id}-${type}`} student={row.student_user_id} type={type} />
      </Stack>
    </Container>
  );
}
