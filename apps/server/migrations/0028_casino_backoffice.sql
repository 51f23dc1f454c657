CREATE TABLE "casino_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"action" text NOT NULL,
	"game" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_audit_action" CHECK ("casino_audit"."action" in ('game_on', 'game_off'))
);
--> statement-breakpoint
CREATE TABLE "casino_game_switches" (
	"game" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"operator_id" integer NOT NULL,
	"reason" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "casino_audit_game" ON "casino_audit" USING btree ("game","id");