import { type Mock, vi } from "vitest";

export type FakeMedia = { getUserMedia: Mock; stopped: Mock; plays: Mock; restore: () => void };

/**
 * A browser's microphone and media elements for jsdom (which has neither): getUserMedia answers a stream
 * (or refuses, as a person who clicked "Block"), MediaRecorder hands back one chunk of "audio" on stop,
 * audio elements "play" (firing play and ended). `restore()` puts everything back.
 */
export function fakeMedia({ refuse = false }: { refuse?: boolean } = {}): FakeMedia {
  const stopped = vi.fn();
  const getUserMedia = vi.fn(async () => {
    if (refuse) throw new DOMException("Permission denied", "NotAllowedError");
    return { getTracks: () => [{ stop: stopped }] } as unknown as MediaStream;
  });

  class FakeRecorder {
    static isTypeSupported = (type: string) => type.startsWith("audio/webm");
    state: "inactive" | "recording" = "inactive";
    mimeType = "audio/webm";
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    start() {
      this.state = "recording";
    }
    stop() {
      this.state = "inactive";
      this.ondataavailable?.({ data: new Blob(["OggS-like bytes"], { type: "audio/webm" }) });
      setTimeout(() => this.onstop?.(), 0);
    }
  }

  const plays = vi.fn();
  vi.stubGlobal("MediaRecorder", FakeRecorder);
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });
  const originalPlay = HTMLMediaElement.prototype.play;
  const originalPause = HTMLMediaElement.prototype.pause;
  HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
    plays();
    this.dispatchEvent(new Event("play"));
    setTimeout(() => this.dispatchEvent(new Event("ended")), 10);
    return Promise.resolve();
  };
  HTMLMediaElement.prototype.pause = () => undefined;
  const { createObjectURL: originalCreate, revokeObjectURL: originalRevoke } = URL;
  const createObjectURL = vi.fn(() => "blob:recording");
  const revokeObjectURL = vi.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });

  return {
    getUserMedia,
    stopped,
    plays,
    restore() {
      HTMLMediaElement.prototype.play = originalPlay;
      HTMLMediaElement.prototype.pause = originalPause;
      Reflect.deleteProperty(navigator, "mediaDevices");
      Object.assign(URL, { createObjectURL: originalCreate, revokeObjectURL: originalRevoke });
    },
  };
}
