import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { finishModule } from "../api/tests-api";
import { useAnswerSaver } from "./use-answer-saver";
import { useCountdown } from "./use-countdown";
import { useItemEvents } from "./use-item-events";

type Options = {
  attemptId: number;
  moduleKey: string;
  remainingSeconds: number | null;
  /** The item on screen (its enter and leave are reported). */
  itemKey: string | null;
  /** Where the screen keeps the attempt's view (the finished module's answer replaces it). */
  attemptQueryKey: readonly unknown[];
  /** What must reach the server before the module locks (a recording in progress). */
  beforeFinish?: () => Promise<void>;
};

/**
 * A module being taken, for the tests' and the practices' taking screens alike: answers saved as they are
 * given, time per item reported, the server's time counted down, and the finish — by the student or by the
 * clock — in the one order the server accepts: answers saved, the item on screen left (the server refuses
 * events of a locked module), then the module finished. A refused finish (409: the clock ended it first)
 * reloads the attempt, whose state says where it is now.
 */
export function useModuleFinish(options: Options) {
  const { attemptId, moduleKey, attemptQueryKey } = options;
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [ended, setEnded] = useState(false);
  const reload = () => void client.invalidateQueries({ queryKey: attemptQueryKey });
  const events = useItemEvents(attemptId, options.itemKey);
  const finish = async () => {
    setFinishing(true);
    try {
      await options.beforeFinish?.();
      await saver.flush();
      await events.close();
      client.setQueryData(attemptQueryKey, await finishModule(attemptId, moduleKey));
    } catch {
      events.reopen();
      reload();
    } finally {
      setFinishing(false);
      setConfirming(false);
    }
  };
  const countdown = useCountdown(options.remainingSeconds, () => void finish());
  const saver = useAnswerSaver(attemptId, {
    onSaved: (seconds) => countdown.sync(seconds),
    onClosed: () => {
      setEnded(true);
      reload();
    },
  });
  return { events, saver, countdown, finish, finishing, confirming, setConfirming, ended };
}
