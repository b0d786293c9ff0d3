import { Alert, Box, Button, Container, Group, Loader, Stack, Stepper, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import type { RouteHandle } from "../../../app/route-handle";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors } from "../../../lib/form-errors";
import { CaptchaField, useViewerRoles } from "../../auth";
import {
  fetchEnrollmentForm,
  ownProfileQuery,
  sessionsForEnrollmentQuery,
  submitStepOne,
  submitStepThree,
  submitStepTwo,
} from "../api/enroll-api";
import { ClassesStep } from "../components/classes-step";
import { ContactStep } from "../components/contact-step";
import { ReviewStep } from "../components/review-step";
import { clearDraft, type DraftRef, readDraft, writeDraft } from "../lib/draft-storage";
import {
  carriedSessionIds,
  type EnrollValues,
  initialEnrollValues,
  resumeStep,
  stepOfField,
  toStepOnePayload,
  toStepTwoPayload,
  validateEnrollStep,
  valuesFromForm,
} from "../lib/enroll-form";
import pageClasses from "./page.module.css";

export const handle: RouteHandle = { i18n: ["enrollment", "auth"] };

type Step = 0 | 1 | 2;

/** Puts the draft id into the address without a router navigation (the unsaved-changes guard stays quiet). */
function showDraftInUrl(formId: number | null) {
  const url = new URL(window.location.href);
  if (formId === null) url.searchParams.delete("form");
  else url.searchParams.set("form", String(formId));
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

/** /enroll: the enrollment form in three resumable steps (spec §2, §3, §5). */
export default function EnrollPage() {
  const { t } = useTranslation("enrollment");
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const viewer = useViewerRoles();
  const profile = useQuery(ownProfileQuery(Boolean(viewer.user)));
  const form = useForm<EnrollValues>({ mode: "controlled", initialValues: initialEnrollValues() });
  const [active, setActive] = useState<Step>(0);
  const [completed, setCompleted] = useState<number>(-1);
  const [draft, setDraft] = useState<DraftRef | null>(null);
  const [resuming, setResuming] = useState(true);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string | undefined>();
  // Set once step three is through: the success page links the referral page with this token.
  const [done, setDone] = useState<{ referralToken: string | null } | null>(null);
  const prefilled = useRef(false);
  // A visitor starting a draft answers a captcha (single use: a new image after any refusal).
  const [captcha, setCaptcha] = useState({ answer: "", key: "", refresh: 0 });
  const setCaptchaKey = useCallback((key: string) => setCaptcha((c) => ({ ...c, key })), []);
  const needsCaptcha = !viewer.isPending && !viewer.user && !draft;
  const narrow = useMediaQuery("(max-width: 48em)");
  const sessions = useQuery(sessionsForEnrollmentQuery(""));
  const allSessions = (sessions.data?.groups ?? []).flatMap((group) => group.sessions);
  // Enroll on a class page carries the class in: /enroll?course_session_ids=12 (the form's own field).
  const carried = useRef<string[] | null>(null);
  const [carriedTitles, setCarriedTitles] = useState<string[]>([]);

  useUnsavedChangesGuard(!done && form.isDirty());

  // Resume: the draft in the URL (?form=) or in localStorage, if this visitor may still continue it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on arrival
  useEffect(() => {
    const stored = readDraft();
    const urlId = Number(searchParams.get("form"));
    const ref: DraftRef | null =
      stored && (!urlId || stored.formId === urlId)
        ? stored
        : Number.isInteger(urlId) && urlId > 0
          ? { formId: urlId, resumeToken: null }
          : null;
    if (!ref) {
      setResuming(false);
      return;
    }
    let cancelled = false;
    fetchEnrollmentForm(ref.formId, ref.resumeToken ?? undefined)
      .then((saved) => {
        if (cancelled) return;
        if (saved.submitted_at) {
          clearDraft();
          showDraftInUrl(null);
          return;
        }
        form.setValues(valuesFromForm(saved));
        form.resetDirty(valuesFromForm(saved));
        prefilled.current = true;
        setDraft(ref);
        writeDraft(ref);
        showDraftInUrl(ref.formId);
        setCompleted(saved.step - 1);
        setActive(resumeStep(saved));
      })
      .catch(() => {
        if (cancelled) return;
        clearDraft();
        showDraftInUrl(null);
      })
      .finally(() => {
        if (!cancelled) setResuming(false);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  // A signed-in visitor starts with their own name, email and phone filled in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fills in once, when the profile arrives
  useEffect(() => {
    if (resuming || prefilled.current || !viewer.user || form.isDirty()) return;
    if (viewer.user && !profile.data && profile.isPending) return;
    prefilled.current = true;
    const user = viewer.user;
    const next: EnrollValues = {
      ...form.getValues(),
      role: viewer.isParent ? "parent" : viewer.isStudent ? "student" : "other",
      contact: {
        ...form.getValues().contact,
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email ?? "",
        phone: profile.data?.basic.phone ?? "",
        address: profile.data?.basic.address ?? "",
        line_id: profile.data?.basic.line ?? "",
      },
    };
    form.setValues(next);
    form.resetDirty(next);
  }, [resuming, viewer.user, profile.data, profile.isPending]);

  // The carried classes are ticked once the list has loaded (unknown or closed ones are ignored);
  // a visitor who has typed nothing yet is not asked about unsaved changes for it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: applies once, when the list arrives
  useEffect(() => {
    if (resuming || carried.current !== null || !sessions.data) return;
    const wanted = carriedSessionIds(searchParams.get("course_session_ids"));
    const chosen = allSessions.filter((session) => wanted.includes(session.id));
    carried.current = chosen.map((session) => String(session.id));
    const first = chosen[0];
    if (!first) return;
    const current = form.getValues();
    const next: EnrollValues = {
      ...current,
      course_session_ids: [...new Set([...current.course_session_ids, ...carried.current])],
      type: current.course_session_ids.length === 0 ? first.type : current.type,
    };
    const wasDirty = form.isDirty();
    form.setValues(next);
    if (!wasDirty) form.resetDirty(next);
    setCarriedTitles(chosen.map((session) => session.localized.title));
  }, [resuming, sessions.data]);

  // The token rides in the history entry's state, not the address (it opens the referral page).
  useEffect(() => {
    if (done) navigate("/enroll/success", { state: { referralToken: done.referralToken } });
  }, [done, navigate]);

  const remember = (formId: number, token: string | null) => {
    const ref = { formId, resumeToken: token ?? draft?.resumeToken ?? null };
    setDraft(ref);
    writeDraft(ref);
    showDraftInUrl(formId);
  };

  const draftFields = () => ({
    form_id: draft?.formId,
    resume_token: draft?.resumeToken ?? undefined,
  });
  // Steps two and three open only once step one has saved the draft, so its id is there.
  const savedDraftFields = () => ({ ...draftFields(), form_id: draft?.formId as number });

  const applyFailure = (error: unknown) => {
    if (isApiError(error) && error.status === 422 && error.errors) {
      const errors = serverFieldErrors(error.errors);
      form.setErrors(errors);
      const steps = Object.keys(errors).map(stepOfField);
      const first = Math.min(...steps) as Step;
      if (first < active) setActive(first);
      if (Object.keys(errors).some((field) => field === "form_id")) {
        setFormError(error.firstFieldError() ?? t("errors.validation"));
      } else setFormError(t("errors.validation"));
      return;
    }
    if (isApiError(error) && (error.status === 404 || error.status === 409)) {
      clearDraft();
      showDraftInUrl(null);
      setDraft(null);
      setCompleted(-1);
      setActive(0);
      setFormError(error.status === 404 ? t("errors.draftLost") : error.message);
      return;
    }
    if (isApiError(error) && (error.status === 429 || error.status === 403)) {
      setFormError(error.message);
      return;
    }
    setFormError(t("errors.generic"));
  };

  const next = async () => {
    setFormError(null);
    const values = form.getValues();
    if (active < 2) {
      const errors = validateEnrollStep(active as 0 | 1, values);
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) {
        setFormError(t("errors.validation"));
        return;
      }
    } else if (!confirmed) {
      setConfirmError(t("review.confirmRequired"));
      return;
    }
    setBusy(true);
    try {
      if (active === 0) {
        const answer = needsCaptcha ? { captcha: captcha.answer, captcha_key: captcha.key } : {};
        const result = await submitStepOne({ ...draftFields(), ...toStepOnePayload(values), ...answer });
        remember(result.form.id, result.resume_token);
        form.resetDirty();
        setCompleted((step) => Math.max(step, 0));
        setActive(1);
      } else if (active === 1) {
        const result = await submitStepTwo({ ...savedDraftFields(), ...toStepTwoPayload(values) });
        remember(result.form.id, result.resume_token);
        form.resetDirty();
        setCompleted((step) => Math.max(step, 1));
        setActive(2);
      } else {
        const result = await submitStepThree({ ...savedDraftFields(), confirm: true });
        clearDraft();
        setDone({ referralToken: result.referral_token ?? null });
      }
      window.scrollTo({ top: 0 });
    } catch (error) {
      if (active === 0 && needsCaptcha)
        setCaptcha((c) => ({ answer: "", key: c.key, refresh: c.refresh + 1 }));
      applyFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const back = () => {
    setFormError(null);
    setActive((step) => (step > 0 ? ((step - 1) as Step) : step));
  };

  const startOver = () => {
    clearDraft();
    showDraftInUrl(null);
    setDraft(null);
    setCompleted(-1);
    setActive(0);
    setConfirmed(false);
    prefilled.current = false;
    const fresh = initialEnrollValues();
    form.setValues(fresh);
    form.resetDirty(fresh);
    form.clearErrors();
  };

  return (
    <Container className={pageClasses.page} size="md" py="lg">
      <PageTitle title={t("enroll.metaTitle")} />
      <Stack gap="lg">
        <div>
          <Title order={1}>{t("enroll.title")}</Title>
          <Text c="dimmed" mt={4}>
            {t("enroll.intro")}
          </Text>
        </div>
        {resuming ? (
          <Loader role="status" aria-label={t("loading")} />
        ) : (
          <>
            {carriedTitles.length > 0 && (
              <Alert color="teal" variant="light" data-testid="carried-class">
                {t("enroll.carried", { titles: carriedTitles.join("、") })}
              </Alert>
            )}
            {draft && (
              <Alert color="blue" variant="light" data-testid="draft-note">
                <Group justify="space-between" gap="xs">
                  <Text size="sm">{t("enroll.resumed")}</Text>
                  <Button size="compact-sm" variant="subtle" onClick={startOver}>
                    {t("enroll.startOver")}
                  </Button>
                </Group>
              </Alert>
            )}
            <Stepper
              active={active}
              onStepClick={(step) => {
                if (step <= completed + 1 && step < active) setActive(step as Step);
              }}
              allowNextStepsSelect={false}
              orientation={narrow ? "vertical" : "horizontal"}
              size="sm"
            >
              <Stepper.Step label={t("steps.one")} description={t("steps.oneHint")}>
                <ContactStep form={form} linkedChildren={profile.data?.children ?? []} />
                {needsCaptcha && (
                  <Box mt="lg" maw={420}>
                    <CaptchaField
                      value={captcha.answer}
                      onChange={(answer) => {
                        setCaptcha((c) => ({ ...c, answer }));
                        form.clearFieldError("captcha");
                      }}
                      onKey={setCaptchaKey}
                      error={form.errors.captcha}
                      refreshSignal={captcha.refresh}
                    />
                  </Box>
                )}
              </Stepper.Step>
              <Stepper.Step label={t("steps.two")} description={t("steps.twoHint")}>
                <ClassesStep form={form} />
              </Stepper.Step>
              <Stepper.Step label={t("steps.three")} description={t("steps.threeHint")}>
                <ReviewStep
                  values={form.getValues()}
                  sessions={allSessions}
                  confirmed={confirmed}
                  onConfirmChange={(value) => {
                    setConfirmed(value);
                    setConfirmError(undefined);
                  }}
                  confirmError={confirmError}
                />
              </Stepper.Step>
            </Stepper>
            {formError && (
              <Alert color="red" role="alert" data-testid="enroll-error">
                {formError}
              </Alert>
            )}
            <Group justify="space-between">
              <Button variant="default" onClick={back} disabled={active === 0 || busy}>
                {t("back")}
              </Button>
              <Button onClick={() => void next()} loading={busy}>
                {active === 2 ? t("enroll.submit") : t("next")}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Container>
  );
}
