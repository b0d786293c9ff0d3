import { signEnrollmentContractSchema } from "@edu/shared";
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconFileTypePdf } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { useLocale } from "../../../lib/use-locale";
import { contractPdfUrl, contractQuery, enrollKeys, signContract } from "../api/enroll-api";
import { formatDate, formatMoney } from "../lib/format";
import pageClasses from "./page.module.css";

export const handle: RouteHandle = { i18n: ["enrollment"] };

type SignValues = { signer_name: string; agree: boolean };

/** /enrollment/{id}/contract: the parent reads the contract (HTML and PDF) and signs it with their name. */
export default function ContractPage() {
  const { t, i18n } = useTranslation("enrollment");
  const locale = useLocale();
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const contract = useQuery({ ...contractQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const form = useForm<SignValues>({
    initialValues: { signer_name: "", agree: false },
    validate: zodFormValidator(signEnrollmentContractSchema, (values: SignValues) => ({
      enrolled_session_id: id,
      ...values,
    })),
  });
  const sign = useMutation({
    // The form's validator (the same schema) has refused an unticked box before this runs.
    mutationFn: (values: SignValues) =>
      signContract({ enrolled_session_id: id, signer_name: values.signer_name, agree: values.agree as true }),
    onSuccess: (signed) => {
      queryClient.setQueryData(enrollKeys.contract(id), signed);
      void queryClient.invalidateQueries({ queryKey: ["enrollment", "mine"] });
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
      else form.setFieldError("signer_name", isApiError(error) ? error.message : t("errors.generic"));
    },
  });
  const data = contract.data;
  // Not the reader's contract: said as a page. A 404 is an enrollment without a contract yet (said below).
  if (isApiError(contract.error) && contract.error.status === 403) return <NoPermissionPage />;

  return (
    <Container className={pageClasses.page} size="md" py="lg">
      <PageTitle title={t("contract.metaTitle")} />
      <Stack gap="md">
        <Title order={1} lang={data?.locale}>
          {data?.title ?? t("contract.title")}
        </Title>
        {contract.isPending && <Loader role="status" aria-label={t("loading")} />}
        {contract.isError && (
          <Alert color="red">
            {isApiError(contract.error) && contract.error.status === 404
              ? t("contract.notFound")
              : contract.error.message}
          </Alert>
        )}
        {data && (
          <>
            {data.locale !== locale && (
              <Alert color="blue" variant="light" data-testid="contract-language">
                {t("contract.writtenIn", { language: t(`contract.languages.${data.locale}`) })}
              </Alert>
            )}
            <Text>
              {t("contract.fee")}: {formatMoney(data.fee_amount, data.currency)}
            </Text>
            <Anchor
              href={contractPdfUrl(id, locale)}
              target="_blank"
              rel="noopener"
              data-testid="contract-pdf"
            >
              <IconFileTypePdf size={18} aria-hidden="true" style={{ verticalAlign: "text-bottom" }} />{" "}
              {t("contract.openPdf")}
            </Anchor>
            <Paper withBorder p="md">
              <ScrollArea.Autosize mah={420} type="auto">
                <Text
                  style={{ whiteSpace: "pre-wrap" }}
                  size="sm"
                  lang={data.locale}
                  data-testid="contract-body"
                >
                  {data.body}
                </Text>
              </ScrollArea.Autosize>
            </Paper>
            {data.signed_at ? (
              <Alert color="teal" role="status" data-testid="contract-signed">
                {t("contract.signedBy", {
                  name: data.signer_name ?? "",
                  date: formatDate(data.signed_at, i18n.language, true),
                })}
              </Alert>
            ) : (
              <form onSubmit={form.onSubmit((values) => sign.mutate(values))} noValidate>
                <Stack gap="sm" maw={480}>
                  <Title order={2} size="h3">
                    {t("contract.signTitle")}
                  </Title>
                  <TextInput
                    label={t("contract.signerName")}
                    withAsterisk
                    autoComplete="name"
                    {...form.getInputProps("signer_name")}
                  />
                  <Checkbox
                    label={t("contract.agree")}
                    {...form.getInputProps("agree", { type: "checkbox" })}
                  />
                  <Text size="xs" c="dimmed">
                    {t("contract.recorded")}
                  </Text>
                  <Button type="submit" loading={sign.isPending}>
                    {t("contract.signSubmit")}
                  </Button>
                </Stack>
              </form>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
