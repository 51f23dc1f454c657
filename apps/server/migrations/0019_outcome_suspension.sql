CREATE TABLE "suspended_outcomes" (
	"game_id" integer NOT NULL,
	"market_group" integer NOT NULL,
	"outcome_type" integer NOT NULL,
	"param_key" integer NOT NULL,
	"suspended_at" timestamp with time zone NOT NULL,
	CONSTRAINT "suspended_outcomes_game_id_market_group_outcome_type_param_key_pk" PRIMARY KEY("game_id","market_group","outcome_type","param_key")
);
--> statement-breakpoint
ALTER TABLE "risk_audit" ALTER COLUMN "operator_id" DROP NOT NULL;