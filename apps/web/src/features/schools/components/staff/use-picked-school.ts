import { useSearchParams } from "react-router";

/**
 * The school a staff screen works on, kept in the address (`?school=<id>`) so a reload or a shared
 * link opens the same school; `undefined` until one is picked (or when the address holds no valid id).
 */
export function usePickedSchool(): [number | undefined, (id: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get("school"));
  const id = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const pick = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("school", String(next));
        return updated;
      },
      { replace: false },
    );
  return [id, pick];
}
