CREATE TABLE "reality_check_answers" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "responsible_settings" ADD COLUMN "deposit_prompt_answered_at" timestamp with time zone;