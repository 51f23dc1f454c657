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
ALTER TABLE "player_breaks" ADD COLUMN "source" text DEFAULT 'player' NOT NULL;--> statement-breakpoint
ALTER TABLE "responsible_settings" ADD COLUMN "deposit_prompt_answered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "register_sandbox_entries_email" ON "register_sandbox_entries" USING btree ("email");--> statement-breakpoint
CREATE INDEX "register_sandbox_entries_phone" ON "register_sandbox_entries" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "register_sandbox_entries_birthday" ON "register_sandbox_entries" USING btree ("birthday");--> statement-breakpoint
CREATE INDEX "players_birthday" ON "players" USING btree ("birthday");--> statement-breakpoint
ALTER TABLE "player_breaks" ADD CONSTRAINT "player_breaks_source" CHECK ("player_breaks"."source" in ('player', 'national_register', 'operator_register'));