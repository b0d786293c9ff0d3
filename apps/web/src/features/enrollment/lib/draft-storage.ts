/**
 * A draft enrollment form is resumable: its id (and, for visitors, the resume token step one returned)
 * is kept in localStorage; the id also goes into the URL (?form=) so a reload continues the same draft.
 * The token never goes into the URL (it would end up in history and logs).
 */
const KEY = "enrollment.draft";

export type DraftRef = { formId: number; resumeToken: string | null };

export function readDraft(): DraftRef | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<DraftRef>;
    if (typeof value.formId !== "number" || !Number.isInteger(value.formId) || value.formId <= 0) return null;
    return {
      formId: value.formId,
      resumeToken: typeof value.resumeToken === "string" ? value.resumeToken : null,
    };
  } catch {
    return null;
  }
}

export function writeDraft(draft: DraftRef): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the draft still lives in the URL for this visit.
  }
}

export function clearDraft(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // ignore
  }
}
