CREATE TABLE "register_sandbox_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"surname" text,
	"birthday" date,
	"email" text,
	"phone" text,
	"months" integer NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "register_sandbox_entries_months" CHECK ("register_sandbox_entries"."months" in (6, 12, 60))
);
--> statement-breakpoint
CREATE TABLE "reality_check_answers" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" integer NOT NULL,
	"provider" text NOT NULL,
	"country" text NOT NULL,
	"personal_code" text NOT NULL,
	"verification_code" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_sessions_provider" CHECK ("identity_sessions"."provider" in ('smart_id', 'mobile_id'))
);
--> statement-breakpoint
CREATE TABLE "verification_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"sha256" text NOT NULL,
	"media_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_files_purpose" CHECK ("verification_files"."purpose" in ('document', 'selfie')),
	CONSTRAINT "verification_files_sha256" CHECK ("verification_files"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "verification_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"doc_type" integer,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_ids" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"note" text,
	CONSTRAINT "verification_submissions_kind" CHECK ("verification_submissions"."kind" in ('document', 'face')),
	CONSTRAINT "verification_submissions_status" CHECK ("verification_submissions"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "verification_submissions_decided" CHECK (("verification_submissions"."status" = 'pending') = ("verification_submissions"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "verified_identities" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"verified_by" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"expires_on" date,
	"birthday" date,
	CONSTRAINT "verified_identities_by" CHECK ("verified_identities"."verified_by" in ('manual', 'smart_id', 'mobile_id'))
);
--> statement-breakpoint
ALTER TABLE "player_breaks" ADD COLUMN "source" text DEFAULT 'player' NOT NULL;--> statement-breakpoint
ALTER TABLE "responsible_settings" ADD COLUMN "deposit_prompt_answered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "register_sandbox_entries_email" ON "register_sandbox_entries" USING btree ("email");--> statement-breakpoint
CREATE INDEX "register_sandbox_entries_phone" ON "register_sandbox_entries" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "register_sandbox_entries_birthday" ON "register_sandbox_entries" USING btree ("birthday");--> statement-breakpoint
CREATE INDEX "identity_sessions_player" ON "identity_sessions" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_files_content" ON "verification_files" USING btree ("player_id","purpose","sha256");--> statement-breakpoint
CREATE INDEX "verification_submissions_player" ON "verification_submissions" USING btree ("player_id","submitted_at");--> statement-breakpoint
CREATE INDEX "verification_submissions_queue" ON "verification_submissions" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_submissions_one_pending" ON "verification_submissions" USING btree ("player_id","kind") WHERE "verification_submissions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "players_birthday" ON "players" USING btree ("birthday");--> statement-breakpoint
ALTER TABLE "player_breaks" ADD CONSTRAINT "player_breaks_source" CHECK ("player_breaks"."source" in ('player', 'national_register', 'operator_register'));