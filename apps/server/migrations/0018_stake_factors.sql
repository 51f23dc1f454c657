CREATE TABLE "player_stake_factors" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"factor_percent" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_stake_factors_range" CHECK ("player_stake_factors"."factor_percent" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "risk_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"action" text NOT NULL,
	"player_id" integer,
	"reason" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "risk_audit_created_idx" ON "risk_audit" USING btree ("created_at");