import { mergeTranslations } from "@edu/shared";
import type { Locale } from "@edu/shared/i18n";
import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import {
  diffTranslations,
  findMissingFields,
  type LocaleTexts,
  toLocaleTexts,
} from "../lib/translations-form";
import { TranslationsEditor } from "./translations-editor";

const FIELDS = ["question", "answer"] as const;
const stored = {
  en: { question: "Where are your centers?", answer: "Taipei and Shanghai." },
  "zh-CN": { question: "你们的教学中心在哪里？", answer: "台北和上海。" },
  "zh-TW": { question: "你們的教學中心在哪裡？" },
};

function Harness({ layout, onChange }: { layout: "tabs" | "columns"; onChange?: (v: LocaleTexts) => void }) {
  const [value, setValue] = useState(toLocaleTexts(stored, FIELDS));
  return (
    <MantineProvider>
      <TranslationsEditor
        layout={layout}
        fields={[
          { name: "question", label: "Question", required: true },
          { name: "answer", label: "Answer", required: true, multiline: true },
        ]}
        value={value}
        errors={{ "translations.zh-CN.question": "Too long" }}
        onChange={(locale: Locale, field, text) => {
          const next = { ...value, [locale]: { ...value[locale], [field]: text } };
          setValue(next);
          onChange?.(next);
        }}
      />
    </MantineProvider>
  );
}

// Mantine's autosize textarea listens to document.fonts, which happy-dom does not provide.
beforeAll(() => {
  if (!("fonts" in document))
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
    });
});

describe("TranslationsEditor", () => {
  it("badges the language that lacks a field and says English is shown instead", () => {
    render(<Harness layout="columns" />);
    const editor = screen.getByTestId("translations-editor");
    expect(within(editor).getAllByText("Complete")).toHaveLength(2);
    expect(within(editor).getByText("1 missing")).toBeTruthy();
    expect(screen.getByTestId("missing-zh-TW").textContent).toContain("Answer");
    expect(screen.queryByTestId("missing-zh-CN")).toBeNull();
    // The empty zh-TW answer shows the English text as its placeholder (the fallback visitors see).
    const answer = screen.getByLabelText("Answer (繁體中文)") as HTMLTextAreaElement;
    expect(answer.placeholder).toBe("Taipei and Shanghai.");
    expect(screen.getByText("Too long")).toBeTruthy();
  });

  it("clears the badge once the missing field is filled, and the edit merges into the stored languages", () => {
    let latest: LocaleTexts | undefined;
    render(<Harness layout="tabs" onChange={(value) => (latest = value)} />);
    expect(screen.getByRole("tab", { name: /繁體中文/ }).textContent).toContain("1 missing");
    fireEvent.change(screen.getByLabelText("Answer (繁體中文)"), { target: { value: "台北和上海。 " } });
    expect(screen.getByRole("tab", { name: /繁體中文/ }).textContent).toContain("Complete");
    if (!latest) throw new Error("no change");
    const patch = diffTranslations(stored, latest, FIELDS);
    // Only the field that changed is sent (trimmed); other languages and fields are left alone.
    expect(patch).toEqual({ "zh-TW": { answer: "台北和上海。" } });
    expect(mergeTranslations(stored, patch)).toEqual({
      ...stored,
      "zh-TW": { question: "你們的教學中心在哪裡？", answer: "台北和上海。" },
    });
  });

  it("finds missing fields per language and sends nothing when nothing changed", () => {
    const texts = toLocaleTexts(stored, FIELDS);
    expect(findMissingFields(texts, FIELDS)).toEqual({ en: [], "zh-CN": [], "zh-TW": ["answer"] });
    expect(diffTranslations(stored, texts, FIELDS)).toBeUndefined();
    // Clearing a Chinese field is an edit too: an empty string makes the server fall back to English.
    const cleared = { ...texts, "zh-CN": { ...texts["zh-CN"], answer: "" } };
    expect(diffTranslations(stored, cleared, FIELDS)).toEqual({ "zh-CN": { answer: "" } });
  });
});
