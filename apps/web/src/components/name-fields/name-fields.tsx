import type { ReactNode } from "react";
import { familyNameFirst } from "../../lib/person-name";
import { useLocale } from "../../lib/use-locale";

/**
 * A form's two name fields in the order of the interface language: family name first in Chinese
 * (姓, 名), given name first otherwise. The caller keeps its own layout (Group, SimpleGrid) around it.
 */
export function NameFields({ given, family }: { given: ReactNode; family: ReactNode }) {
  const locale = useLocale();
  return familyNameFirst(locale) ? (
    <>
      {family}
      {given}
    </>
  ) : (
    <>
      {given}
      {family}
    </>
  );
}
