import { Alert, Anchor, Container, Paper, Stack, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NoPermissionPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { practiceKeys, practiceQuery, updatePractice } from "../api/practices-api";
import { PracticeActions } from "../components/practice-actions";
import { SettingsForm } from "../components/settings-form";
import { PRACTICES_HANDLE } from "../lib/handle";
import { idParam, practicePaths } from "../lib/paths";
import { valuesOf } from "../lib/settings-values";

export const handle = PRACTICES_HANDLE;

function EditPractice({ id }: { id: number }) {
  const { t } = useTranslation("practices");
  const client = useQueryClient();
  const practice = useQuery(practiceQuery(id));
  const save = useMutation({
    mutationFn: (payload: Parameters<typeof updatePractice>[1]) => updatePractice(id, payload),
    onSuccess: (answer) => {
      client.setQueryData(practiceKeys.practice(id), answer);
      void client.invalidateQueries({ queryKey: ["practices", "list"] });
    },
  });
  if (practice.isPending) return <PageLoader />;
  if (practice.isError)
    return <LoadErrorPage error={practice.error} onRetry={() => void practice.refetch()} />;
  const data = practice.data.data;
  if (data.can_edit !== 1) return <NoPermissionPage reason={t("edit.notEditor")} />;
  return (
    <Stack gap="md">
      <PageTitle title={t("edit.metaTitle", { name: data.name })} />
      <div>
        <Anchor component={Link} to={practicePaths.list} size="sm">
          {t("nav.back")}
        </Anchor>
        <Title order={1}>{t("edit.title", { name: data.name })}</Title>
      </div>
      {data.locked === 1 && (
        <Alert color="yellow" icon={<IconLock size={18} aria-hidden />} title={t("edit.lockedTitle")}>
          {t("edit.lockedBody")}
        </Alert>
      )}
      <PracticeActions practice={data} />
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t("edit.settings")}
        </Title>
        <SettingsForm
          key={data.updated_at}
          initial={valuesOf(data)}
          submitLabel={save.isSuccess ? t("form.saved") : t("form.save")}
          busy={save.isPending}
          error={save.error}
          withSharing
          locked={data.locked === 1}
          // The sections are edited on the questions page: the settings leave them as they are.
          onSubmit={({ sections: _, ...settings }) => save.mutate(settings)}
        />
      </Paper>
    </Stack>
  );
}

/** /practices/{practiceId}/edit: a practice's settings and sharing (its editors); locked questions explained. */
export default function PracticeEditPage() {
  const id = idParam(useParams().practiceId);
  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      {id ? <EditPractice key={id} id={id} /> : <NotFoundPage />}
    </Container>
  );
}
