import { Anchor, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import { EditorPage } from "../components/editor-page";
import { QuestionEditor } from "../components/question-editor";
import { findItem, sectionOfModule } from "../lib/find-item";
import { authoringPaths, idParam, keyParam, questionParam, typeParam } from "../lib/paths";
import { useAuthoringForm } from "../lib/use-authoring-form";

export const handle: RouteHandle = { i18n: ["test-authoring", "tests"] };

/**
 * One question, read or edited: /tests/{testType}/test/{testTypeId}/section/{sectionId}/question/{questionId}
 * (the question in its section), /tests/{testType}/{formId}-{itemKey} (the same question found from the bank),
 * and /tests/{testType}/question/create?form={id}&module={key} (a new question at the end of a module).
 */
export default function QuestionPage() {
  const { t } = useTranslation("test-authoring");
  const locale = useLocale();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const bank = questionParam(params.questionId);
  const inSection = params.sectionId !== undefined;
  const creating = params.questionId === undefined;
  const formId = creating
    ? idParam(search.get("form"))
    : inSection
      ? idParam(params.testTypeId)
      : bank?.formId;
  const moduleKey = creating ? keyParam(search.get("module")) : undefined;
  const editor = useAuthoringForm(formId);
  // In a section's address the question is its key; `<formId>-<itemKey>` (the bank's form) is read there too.
  const inSectionKey =
    findItem(editor.document, keyParam(params.questionId)) || bank?.formId !== formId
      ? keyParam(params.questionId)
      : bank?.item;
  const itemKey = creating ? undefined : inSection ? inSectionKey : bank?.item;
  const found = findItem(editor.document, itemKey);
  const section = creating
    ? sectionOfModule(editor.document, moduleKey)
    : editor.document?.sections.find((s) => s.key === found?.sectionKey);
  const loaded = editor.document !== null;
  const missing =
    !formId ||
    !typeParam(params.testType) ||
    (creating ? !moduleKey : !itemKey) ||
    (loaded && (creating ? !section : !found));
  const type = editor.document?.test_type ?? "SAT";
  const heading = creating ? t("question.newTitle") : t("question.title", { key: itemKey ?? "" });
  return (
    <EditorPage
      editor={editor}
      missing={missing}
      heading={heading}
      metaTitle={creating ? t("question.newTitle") : t("question.metaTitle")}
      crumbs={
        section && formId
          ? [
              {
                label: localized(section.title, locale),
                to: authoringPaths.section(type, formId, section.key),
              },
            ]
          : []
      }
    >
      {editor.document && formId && (creating ? moduleKey && section : found) && (
        <>
          {found && (
            <Group gap="md" wrap="wrap">
              {"choices" in found.item &&
                found.item.choices.map((choice) => (
                  <Anchor
                    key={choice.key}
                    component={Link}
                    to={authoringPaths.choice(type, formId, found.item.key, choice.key)}
                    size="sm"
                  >
                    {t("choice.open", { key: choice.key })}
                  </Anchor>
                ))}
            </Group>
          )}
          <QuestionEditor
            key={`${itemKey ?? moduleKey}-${found?.item.version ?? 0}`}
            editor={editor}
            document={editor.document}
            item={found?.item}
            moduleKey={moduleKey}
            onSaved={(key) => {
              if (creating && section)
                navigate(authoringPaths.sectionQuestion(type, formId, section.key, key), { replace: true });
            }}
          />
        </>
      )}
    </EditorPage>
  );
}
