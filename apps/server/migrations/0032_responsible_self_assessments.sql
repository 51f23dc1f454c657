CREATE TABLE "self_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"band" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	CONSTRAINT "self_assessments_score" CHECK ("self_assessments"."score" between 0 and 27),
	CONSTRAINT "self_assessments_band" CHECK ("self_assessments"."band" in ('non_problem', 'low_risk', 'moderate_risk', 'problem'))
);
--> statement-breakpoint
CREATE INDEX "self_assessments_player" ON "self_assessments" USING btree ("player_id","taken_at");