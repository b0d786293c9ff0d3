import { useMutation, useQueryClient } from "@tanstack/react-query";
import { materialsKey } from "../api/course-materials-api";

/** A change to a class's materials: on success the list is read again. */
export function useMaterialsAction<A>(
  classId: number,
  run: (args: A) => Promise<unknown>,
  onDone?: () => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: materialsKey(classId) });
      onDone?.();
    },
  });
}
