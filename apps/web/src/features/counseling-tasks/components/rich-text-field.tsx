import { Loader } from "@mantine/core";
import { lazy, Suspense } from "react";

const RichTextEditor = lazy(() => import("../../../components/rich-text-editor/rich-text-editor"));

/** The shared rich-text editor, loaded when a form opens (the server keeps these texts as rich text). */
export function RichTextField(props: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <RichTextEditor minHeight={120} {...props} />
    </Suspense>
  );
}
