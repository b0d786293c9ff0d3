import { Alert, Button, Container, Paper, Radio, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useLocale } from "../../../lib/use-locale";
import { idParam, localized, PhoneNote } from "../../tests";
import { getExamId, toeflFormsQuery, toeflKeys } from "../api/toefl-api";
import { FormSummary } from "../components/form-summary";
import { SystemCheck } from "../components/system-check";
import { toeflPaths } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["toefl", "tests"] };

/**
 * /toefl/setTest(?form=<id>): choose the mock (a full or a quick one, as the forms say), pass the system
 * check (sound, microphone), then start. Starting is a click: the server starts a sitting or resumes the
 * unfinished one of that form, so a second click or a reload never opens two.
 */
export default function SetTestPage() {
  const { t } = useTranslation("toefl");
  const locale = useLocale();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search] = useSearchParams();
  const [chosen, setChosen] = useState<number | undefined>(idParam(search.get("form")));
  const [ready, setReady] = useState(false);
  const forms = useQuery(toeflFormsQuery());
  const start = useMutation({
    mutationFn: (formId: number) => getExamId(formId),
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey: toeflKeys.forms });
      void navigate(toeflPaths.test(answer.data.exam_id));
    },
  });
  if (forms.isPending) return <PageLoader />;
  if (forms.isError) return <LoadErrorPage error={forms.error} onRetry={() => void forms.refetch()} />;
  const list = forms.data.data;
  const formId = chosen ?? (list.length === 1 ? list[0]?.form_id : undefined);
  const form = list.find((candidate) => candidate.form_id === formId);
  const resumes = form?.sittings.some((sitting) => sitting.state === "in_progress") ?? false;
  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("set.metaTitle")} />
      <Stack gap="lg">
        <div>
          <Title order={1}>{t("set.title")}</Title>
          <Text c="gray.7">{t("set.subtitle")}</Text>
        </div>
        <PhoneNote testType="TOEFL" />
        {list.length === 0 ? (
          <Alert color="gray">{t("home.noForms")}</Alert>
        ) : (
          <Radio.Group
            label={
              <Title order={2} size="h3">
                {t("set.choose")}
              </Title>
            }
            value={formId ? String(formId) : null}
            onChange={(value) => setChosen(Number(value))}
          >
            <Stack gap="sm" mt="xs">
              {list.map((candidate) => (
                <Paper key={candidate.form_id} withBorder p="sm">
                  <Radio
                    value={String(candidate.form_id)}
                    label={localized(candidate.title, locale)}
                    fw={700}
                  />
                  <Stack gap={4} mt="xs" ms={32}>
                    <FormSummary form={candidate} />
                  </Stack>
                </Paper>
              ))}
            </Stack>
          </Radio.Group>
        )}
        <SystemCheck onReady={setReady} />
        {!ready && <Text size="sm">{t("set.checkFirst")}</Text>}
        <Button
          size="md"
          disabled={!form || !ready}
          loading={start.isPending}
          onClick={() => form && start.mutate(form.form_id)}
          style={{ alignSelf: "flex-start" }}
        >
          {resumes ? t("set.resume") : t("set.start")}
        </Button>
      </Stack>
    </Container>
  );
}
