import { COUNSELING_SCHOOLS_TYPES, type CounselingSchoolsType } from "@edu/shared/counseling-workspace";
import { Button, Container, Group, Paper, Radio, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { saveSchoolsType, schoolsTypeQuery, workspaceKeys } from "../api/counseling-workspace-api";
import { PORTAL_PATH } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["counseling-workspace"] };

/** The choice, said in plain words: what each list is and what changes with it. */
function TypeForm({ username, saved }: { username: string; saved: CounselingSchoolsType | null }) {
  const { t } = useTranslation("counseling-workspace");
  const navigate = useNavigate();
  const client = useQueryClient();
  const [choice, setChoice] = useState<CounselingSchoolsType | null>(saved);
  const save = useMutation({
    mutationFn: (value: CounselingSchoolsType) => saveSchoolsType(username, value),
    onSuccess: (answer) => {
      client.setQueryData(workspaceKeys.schoolsType(username), answer);
      navigate(PORTAL_PATH);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice) save.mutate(choice);
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Radio.Group
          label={t("schoolsType.question")}
          description={t("schoolsType.why")}
          value={choice ?? ""}
          onChange={(value) => setChoice(value as CounselingSchoolsType)}
          required
        >
          <Stack gap="sm" mt="sm">
            {COUNSELING_SCHOOLS_TYPES.map((value) => (
              <Paper key={value} withBorder p="sm">
                <Radio
                  value={value}
                  label={t(`schoolsType.option.${value}.label`)}
                  description={t(`schoolsType.option.${value}.body`)}
                />
              </Paper>
            ))}
          </Stack>
        </Radio.Group>
        <Text size="sm" c="gray.7">
          {t("schoolsType.later")}
        </Text>
        <Group gap="sm">
          <Button type="submit" disabled={!choice} loading={save.isPending}>
            {t("schoolsType.save")}
          </Button>
          {saved && (
            <Button component={Link} to={PORTAL_PATH} variant="default">
              {t("schoolsType.cancel")}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /private/setCounselingSchoolsType/student/{username} (spec 03 §2): which school list a person works from
 * — our own categories or one application service's. Anyone sets their own; super-admin anyone's. The
 * server answers 404 for another's username, and so does this page.
 */
export default function SetSchoolsTypePage() {
  const { t } = useTranslation("counseling-workspace");
  const { username = "" } = useParams();
  const viewer = useViewerRoles();
  const type = useQuery({ ...schoolsTypeQuery(username), enabled: username !== "" });
  if (username === "") return <NotFoundPage />;
  if (type.isPending || !viewer.user) return <PageLoader />;
  if (type.isError) return <LoadErrorPage error={type.error} onRetry={() => void type.refetch()} />;
  const own = viewer.user.username.toLowerCase() === type.data.username.toLowerCase();
  const title = own ? t("schoolsType.title") : t("schoolsType.titleOf", { username: type.data.username });
  return (
    <Container size="sm" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={title} />
      <Stack gap="md">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="gray.7">{t("schoolsType.intro")}</Text>
        </div>
        <TypeForm
          key={type.data.schools_type ?? ""}
          username={type.data.username}
          saved={type.data.schools_type}
        />
      </Stack>
    </Container>
  );
}
