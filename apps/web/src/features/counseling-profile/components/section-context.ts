import type { ApplicationType, CounselingProfileSection } from "@edu/shared/counseling-profile";
import type { UseFormReturnType } from "@mantine/form";
import { createContext, useContext } from "react";

export type SectionValues = Record<string, unknown>;

/** What every field of one section's form reads: the form, whether it is read only, the application type. */
export type SectionContextValue = {
  section: CounselingProfileSection;
  form: UseFormReturnType<SectionValues>;
  readOnly: boolean;
  /** The profile section's answer (live while the profile section is edited, else as saved). */
  applicationType: ApplicationType | null;
};

export const SectionContext = createContext<SectionContextValue | null>(null);

export function useSectionContext(): SectionContextValue {
  const value = useContext(SectionContext);
  if (!value) throw new Error("A profile field outside its section form");
  return value;
}

/** The value at a form path ("high_schools.0.courses"). */
export function valueAt(values: unknown, path: string): unknown {
  let current = values;
  for (const part of path.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}
