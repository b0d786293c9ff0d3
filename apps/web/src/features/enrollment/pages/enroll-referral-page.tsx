import { type EnrollmentReferral, sendEnrollmentReferralSchema } from "@edu/shared";
import { Alert, Anchor, Button, Container, Loader, Stack, Text, Textarea, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { LoadErrorPage, PageState } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { enrollKeys, referralQuery, sendReferral } from "../api/enroll-api";
import { formatDate } from "../lib/format";
import pageClasses from "./page.module.css";

export const handle: RouteHandle = { i18n: ["enrollment"] };

type Values = { referral: string };
const referralOnly = sendEnrollmentReferralSchema.pick({ referral: true });

/** A link that names no submitted enrollment (forged, cut short or of a draft): said as a page. */
const InvalidLink = ({ text }: { text: string }) => (
  <PageState kind="not-found">
    <Text data-testid="referral-invalid">{text}</Text>
  </PageState>
);

/**
 * /enroll/referral?token=…: referral information after enrolling (spec §9: within 7 days). The link
 * comes from the success page and the confirmation mail; its token is the only key (not a form id).
 */
export default function EnrollReferralPage() {
  const { t, i18n } = useTranslation("enrollment");
  const token = useSearchParams()[0].get("token")?.trim() ?? "";
  const queryClient = useQueryClient();
  const referral = useQuery({ ...referralQuery(token), enabled: token !== "" });
  const [sent, setSent] = useState(false);
  // The server's own words when it refuses a late send (the page may have been open past the deadline).
  const [closedMessage, setClosedMessage] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { referral: "" },
    validate: zodFormValidator(referralOnly, (values: Values) => values),
  });
  const data = referral.data;

  // biome-ignore lint/correctness/useExhaustiveDependencies: fills the field once, when the answer arrives
  useEffect(() => {
    if (data) {
      form.setValues({ referral: data.referral });
      form.resetDirty({ referral: data.referral });
    }
  }, [data?.form_id]);

  const send = useMutation({
    mutationFn: (values: Values) => sendReferral({ token, referral: values.referral }),
    onMutate: () => setSent(false),
    onSuccess: (saved) => {
      queryClient.setQueryData(enrollKeys.referral(token), saved);
      form.resetDirty({ referral: saved.referral });
      setSent(true);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        setClosedMessage(error.message);
        queryClient.setQueryData<EnrollmentReferral>(enrollKeys.referral(token), (old) =>
          old ? { ...old, open: false } : old,
        );
      } else if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
      else form.setFieldError("referral", isApiError(error) ? error.message : t("errors.generic"));
    },
  });

  const invalid = t("referral.invalidLink");
  if (!token) return <InvalidLink text={invalid} />;
  if (referral.isError) {
    const status = isApiError(referral.error) ? referral.error.status : undefined;
    if (status === 404 || status === 422) return <InvalidLink text={invalid} />;
    return <LoadErrorPage error={referral.error} onRetry={() => void referral.refetch()} />;
  }

  return (
    <Container className={pageClasses.page} size="sm" py="lg">
      <PageTitle title={t("referral.metaTitle")} />
      <Stack gap="md">
        <Title order={1}>{t("referral.title")}</Title>
        {!data ? (
          <Loader role="status" aria-label={t("loading")} />
        ) : (
          <>
            <Text>{t("referral.intro", { date: formatDate(data.submitted_at, i18n.language) })}</Text>
            {data.open ? (
              <form onSubmit={form.onSubmit((values) => send.mutate(values))} noValidate>
                <Stack gap="sm">
                  <Text size="sm" data-testid="referral-deadline">
                    {t("referral.deadline", { date: formatDate(data.deadline, i18n.language, true) })}
                  </Text>
                  <Textarea
                    label={t("fields.referral")}
                    description={t("referral.hint")}
                    withAsterisk
                    autosize
                    minRows={3}
                    maxLength={500}
                    {...form.getInputProps("referral")}
                    onChange={(event) => {
                      setSent(false);
                      form.getInputProps("referral").onChange(event);
                    }}
                  />
                  {sent && (
                    <Alert color="teal" role="status" data-testid="referral-sent">
                      {t("referral.sent")}
                    </Alert>
                  )}
                  <Button type="submit" loading={send.isPending} style={{ alignSelf: "flex-start" }}>
                    {t("referral.submit")}
                  </Button>
                </Stack>
              </form>
            ) : (
              <Alert color="yellow" role="alert" data-testid="referral-closed">
                <Stack gap="xs">
                  <Text size="sm">{closedMessage ?? t("referral.closed")}</Text>
                  {data.referral && (
                    <Text size="sm">{t("referral.current", { referral: data.referral })}</Text>
                  )}
                  <Anchor component={Link} to="/contact" size="sm">
                    {t("referral.contact")}
                  </Anchor>
                </Stack>
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
