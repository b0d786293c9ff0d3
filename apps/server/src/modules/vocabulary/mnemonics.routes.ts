import { vocabularyEndpoints as endpoints, MNEMONIC_MEDIA_MAX_BYTES } from "@edu/shared/vocabulary";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { createFileStorage } from "../uploads";
import { receiveMnemonicFile } from "./mnemonic-media";
import * as mnemonics from "./mnemonics.service";

const uploadRateLimit = { max: 60, timeWindow: "1 minute" };

/** Mnemonics, their likes and their media (issue 34; spec 03 §5 flash-card media). */
export const mnemonicsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db, config } = deps;
  const storage = createFileStorage(config);

  // Scoped to this plugin: only the media upload parses multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: MNEMONIC_MEDIA_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    throwFileSizeLimit: true,
  });

  route(app, endpoints.listMnemonics, (request) =>
    mnemonics.listMnemonics(db, actorOf(request), request.query),
  );
  route(app, endpoints.createMnemonic, (request) =>
    mnemonics.createMnemonic(db, actorOf(request), request.body),
  );
  route(app, endpoints.updateMnemonic, (request) =>
    mnemonics.updateMnemonic(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.deleteMnemonic, (request) =>
    mnemonics.deleteMnemonic(db, actorOf(request), request.params.id),
  );
  route(app, endpoints.toggleMnemonicLike, (request) =>
    mnemonics.toggleMnemonicLike(db, actorOf(request), request.params.id),
  );
  route(
    app,
    endpoints.uploadMnemonicFile,
    async (request) => {
      const file = await receiveMnemonicFile(request, storage.receiveDir);
      return mnemonics.uploadMnemonicFile(db, storage, actorOf(request), file);
    },
    { config: { rateLimit: uploadRateLimit } },
  );
  route(app, endpoints.deleteMnemonicFile, (request) =>
    mnemonics.deleteMnemonicFile(db, storage, actorOf(request), request.query.id),
  );
};
