CREATE TABLE "sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "confirmation_codes" (
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sends" integer DEFAULT 1 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "confirmation_codes_purpose_target_pk" PRIMARY KEY("purpose","target"),
	CONSTRAINT "confirmation_attempts_sane" CHECK ("confirmation_codes"."attempts" >= 0 and "confirmation_codes"."sends" >= 1)
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"purpose" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"player_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"delivery_error" text,
	CONSTRAINT "outbox_channel_known" CHECK ("outbox_messages"."channel" in ('sms', 'email', 'telegram'))
);
--> statement-breakpoint
CREATE TABLE "security_answers" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"question_id" integer,
	"custom_question" text,
	"answer_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_answers_one_question" CHECK (("security_answers"."question_id" is null) <> ("security_answers"."custom_question" is null))
);
--> statement-breakpoint
CREATE TABLE "social_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"player_id" integer NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_identities_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "two_factor_secrets" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"secret_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_used_step" bigint
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "login" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "phone_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "auth_by_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "surname" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "registration_type" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox_messages" USING btree ("recipient","id");--> statement-breakpoint
CREATE INDEX "social_identities_player_idx" ON "social_identities" USING btree ("player_id");--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_login_unique" UNIQUE("login");--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_login_not_numeric" CHECK ("players"."login" !~ '^[0-9]+$');--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_login_lower" CHECK ("players"."login" = lower("players"."login"));