import readline from "node:readline/promises";
import { Writable } from "node:stream";

export class PromptCancelled extends Error {}

/** Questions on a terminal; a hidden answer (a password) is not echoed. Ctrl-C rejects with PromptCancelled. */
export function terminalPrompt(input: NodeJS.ReadStream, output: NodeJS.WriteStream) {
  let muted = false;
  // readline echoes what is typed through its output; muting that stream hides the password.
  const echo = new Writable({
    write(chunk, encoding, done) {
      if (!muted) output.write(chunk, encoding);
      done();
    },
  });
  const rl = readline.createInterface({ input, output: echo, terminal: true });
  const cancel = new AbortController();
  rl.on("SIGINT", () => cancel.abort());
  const question = async (text: string) => {
    try {
      return await rl.question(text, { signal: cancel.signal });
    } catch (error) {
      if (cancel.signal.aborted) throw new PromptCancelled("cancelled");
      throw error;
    }
  };
  return {
    ask: async (text: string) => (await question(text)).trim(),
    askHidden: async (text: string) => {
      output.write(text);
      muted = true;
      try {
        return await question("");
      } finally {
        muted = false;
        output.write("\n");
      }
    },
    close: () => rl.close(),
  };
}

/** The first line of everything piped in (`--password-stdin`), without its line ending. */
export async function readFirstLine(input: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  for await (const chunk of input) text += typeof chunk === "string" ? chunk : chunk.toString("utf8");
  return text.split(/\r?\n/)[0] ?? "";
}
