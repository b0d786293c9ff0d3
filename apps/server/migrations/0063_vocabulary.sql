CREATE TABLE "vocab_back_likes" (
	"vocab_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vocab_back_likes_vocab_id_user_id_pk" PRIMARY KEY("vocab_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "vocab_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"vocab_id" integer NOT NULL,
	"collect_id" integer,
	"state" smallint NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"last_review" timestamp with time zone,
	"missed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vocab_cards_state_check" CHECK ("vocab_cards"."state" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "vocab_collect_items" (
	"collect_id" integer NOT NULL,
	"vocab_id" integer NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vocab_collect_items_collect_id_vocab_id_pk" PRIMARY KEY("collect_id","vocab_id")
);
--> statement-breakpoint
CREATE TABLE "vocab_collects" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sharing" text DEFAULT 'private' NOT NULL,
	"session_class_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vocab_collects_sharing_check" CHECK ("vocab_collects"."sharing" in ('private', 'class', 'public'))
);
--> statement-breakpoint
CREATE TABLE "vocab_mnemonic_likes" (
	"mnemonic_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vocab_mnemonic_likes_mnemonic_id_user_id_pk" PRIMARY KEY("mnemonic_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "vocab_mnemonics" (
	"id" serial PRIMARY KEY NOT NULL,
	"vocab_id" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"upload_id" integer,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vocab_review_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"vocab_id" integer NOT NULL,
	"collect_id" integer,
	"rating" smallint NOT NULL,
	"state" smallint NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"last_elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"review" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	CONSTRAINT "vocab_review_logs_rating_check" CHECK ("vocab_review_logs"."rating" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "vocabs" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"part_of_speech" text NOT NULL,
	"pronunciation" text,
	"definition" text NOT NULL,
	"gloss_zh_tw" text,
	"gloss_zh_cn" text,
	"examples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vocab_back_likes" ADD CONSTRAINT "vocab_back_likes_vocab_id_vocabs_id_fk" FOREIGN KEY ("vocab_id") REFERENCES "public"."vocabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_back_likes" ADD CONSTRAINT "vocab_back_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_cards" ADD CONSTRAINT "vocab_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_cards" ADD CONSTRAINT "vocab_cards_vocab_id_vocabs_id_fk" FOREIGN KEY ("vocab_id") REFERENCES "public"."vocabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_cards" ADD CONSTRAINT "vocab_cards_collect_id_vocab_collects_id_fk" FOREIGN KEY ("collect_id") REFERENCES "public"."vocab_collects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_collect_items" ADD CONSTRAINT "vocab_collect_items_collect_id_vocab_collects_id_fk" FOREIGN KEY ("collect_id") REFERENCES "public"."vocab_collects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_collect_items" ADD CONSTRAINT "vocab_collect_items_vocab_id_vocabs_id_fk" FOREIGN KEY ("vocab_id") REFERENCES "public"."vocabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_collects" ADD CONSTRAINT "vocab_collects_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_collects" ADD CONSTRAINT "vocab_collects_session_class_id_session_classes_id_fk" FOREIGN KEY ("session_class_id") REFERENCES "public"."session_classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_mnemonic_likes" ADD CONSTRAINT "vocab_mnemonic_likes_mnemonic_id_vocab_mnemonics_id_fk" FOREIGN KEY ("mnemonic_id") REFERENCES "public"."vocab_mnemonics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_mnemonic_likes" ADD CONSTRAINT "vocab_mnemonic_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_mnemonics" ADD CONSTRAINT "vocab_mnemonics_vocab_id_vocabs_id_fk" FOREIGN KEY ("vocab_id") REFERENCES "public"."vocabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_mnemonics" ADD CONSTRAINT "vocab_mnemonics_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_mnemonics" ADD CONSTRAINT "vocab_mnemonics_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_review_logs" ADD CONSTRAINT "vocab_review_logs_card_id_vocab_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."vocab_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_review_logs" ADD CONSTRAINT "vocab_review_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_review_logs" ADD CONSTRAINT "vocab_review_logs_vocab_id_vocabs_id_fk" FOREIGN KEY ("vocab_id") REFERENCES "public"."vocabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_review_logs" ADD CONSTRAINT "vocab_review_logs_collect_id_vocab_collects_id_fk" FOREIGN KEY ("collect_id") REFERENCES "public"."vocab_collects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vocab_back_likes_user_idx" ON "vocab_back_likes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vocab_cards_user_vocab_uq" ON "vocab_cards" USING btree ("user_id","vocab_id");--> statement-breakpoint
CREATE INDEX "vocab_cards_user_due_idx" ON "vocab_cards" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "vocab_cards_user_collect_idx" ON "vocab_cards" USING btree ("user_id","collect_id","created_at");--> statement-breakpoint
CREATE INDEX "vocab_collect_items_order_idx" ON "vocab_collect_items" USING btree ("collect_id","position");--> statement-breakpoint
CREATE INDEX "vocab_collect_items_vocab_idx" ON "vocab_collect_items" USING btree ("vocab_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vocab_collects_owner_title_uq" ON "vocab_collects" USING btree ("owner_user_id","title");--> statement-breakpoint
CREATE INDEX "vocab_collects_sharing_idx" ON "vocab_collects" USING btree ("sharing","session_class_id");--> statement-breakpoint
CREATE INDEX "vocab_mnemonics_vocab_likes_idx" ON "vocab_mnemonics" USING btree ("vocab_id","likes_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "vocab_mnemonics_upload_idx" ON "vocab_mnemonics" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "vocab_review_logs_card_idx" ON "vocab_review_logs" USING btree ("card_id","review");--> statement-breakpoint
CREATE INDEX "vocab_review_logs_user_idx" ON "vocab_review_logs" USING btree ("user_id","review");--> statement-breakpoint
CREATE UNIQUE INDEX "vocabs_word_pos_uq" ON "vocabs" USING btree (lower("word"),"part_of_speech");--> statement-breakpoint
CREATE INDEX "vocabs_word_prefix_idx" ON "vocabs" USING btree (lower("word") text_pattern_ops);