import { COURSE_CATEGORIES, COURSE_SEASONS, type Course } from "@edu/shared";
import { LOCALES } from "@edu/shared/i18n";
import {
  Button,
  Checkbox,
  Container,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useFormSave } from "../../../lib/use-form-save";
import { useViewerRoles } from "../../auth";
import { courseQuery, coursesKeys, createCourse, updateCourse } from "../api/courses-api";
import { NotAllowed } from "../components/not-allowed";
import { type CourseValues, toCoursePayload, toCourseValues, validateCourse } from "../lib/course-form";
import { DESCRIPTION_STYLES } from "../lib/input-styles";

export const handle: RouteHandle = { i18n: ["courses"] };

function CourseForm({ course }: { course: Course | null }) {
  const { t } = useTranslation("courses");
  const navigate = useNavigate();
  const form = useForm<CourseValues>({
    initialValues: toCourseValues(course),
    validate: validateCourse(course ? "edit" : "create"),
  });
  const save = useFormSave({
    form,
    mutationFn: (values: CourseValues) =>
      course ? updateCourse(course.id, toCoursePayload(values)) : createCourse(toCoursePayload(values)),
    savedMessage: t("saved"),
    pageOf: (saved) => `/courses/${saved.id}/detail`,
    refresh: coursesKeys.all,
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="sm">
        <Tabs defaultValue="en" keepMounted>
          <Tabs.List>
            {LOCALES.map((locale) => (
              <Tabs.Tab key={locale} value={locale}>
                {t(`locales.${locale}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {LOCALES.map((locale) => (
            <Tabs.Panel key={locale} value={locale} pt="sm">
              <Stack gap="sm">
                <TextInput
                  label={t("course.titleIn", { language: t(`locales.${locale}`) })}
                  required={locale === "en"}
                  styles={DESCRIPTION_STYLES}
                  description={locale === "en" ? undefined : t("course.fallbackHint")}
                  {...form.getInputProps(`translations.${locale}.title`)}
                />
                <Textarea
                  label={t("course.descriptionIn", { language: t(`locales.${locale}`) })}
                  autosize
                  minRows={3}
                  {...form.getInputProps(`translations.${locale}.description`)}
                />
                <TextInput
                  label={t("course.priceTextIn", { language: t(`locales.${locale}`) })}
                  {...form.getInputProps(`translations.${locale}.price_text`)}
                />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t("course.category")}
            data={COURSE_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps("category")}
          />
          <Select
            label={t("course.season")}
            data={COURSE_SEASONS.map((value) => ({ value, label: t(`seasons.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps("season")}
          />
          <TextInput label={t("course.order")} inputMode="numeric" {...form.getInputProps("order")} />
        </SimpleGrid>
        <Group gap="lg">
          <Checkbox
            label={t("course.isVisible")}
            {...form.getInputProps("is_visible", { type: "checkbox" })}
          />
          <Checkbox
            label={t("course.showIndex")}
            {...form.getInputProps("show_index", { type: "checkbox" })}
          />
        </Group>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t("save")}
          </Button>
          <Button
            variant="default"
            onClick={() => navigate(course ? `/courses/${course.id}/detail` : "/courses")}
          >
            {t("cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /courses/create and /courses/{id}/edit (admin and staff). */
export default function CourseFormPage() {
  const { t } = useTranslation("courses");
  const params = useParams();
  const viewer = useViewerRoles();
  const editing = params.id !== undefined;
  const id = Number(params.id);
  const valid = !editing || (Number.isInteger(id) && id > 0);
  const detail = useQuery({ ...courseQuery(id), enabled: editing && valid && viewer.isStaff });
  if (!valid) return <Navigate to="/404" replace />;
  if (!viewer.user) return <PageLoader />;
  if (!viewer.isStaff) return <NotAllowed />;
  if (editing && detail.isError)
    return <LoadErrorPage error={detail.error} onRetry={() => detail.refetch()} />;
  return (
    <Container size="md" py="lg">
      <PageTitle title={editing ? t("courseForm.editMetaTitle") : t("courseForm.createMetaTitle")} />
      <Stack gap="md">
        <Title order={1}>{editing ? t("courseForm.editTitle") : t("courseForm.createTitle")}</Title>
        {viewer.isStaff && editing && detail.isPending && <PageLoader />}
        {viewer.isStaff && editing && detail.data && <CourseForm key={detail.data.id} course={detail.data} />}
        {viewer.isStaff && !editing && <CourseForm course={null} />}
      </Stack>
    </Container>
  );
}
