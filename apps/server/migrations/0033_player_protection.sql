CREATE TABLE "limit_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"from_value" bigint,
	"to_value" bigint,
	"effect" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "limit_changes_effect" CHECK ("limit_changes"."effect" in ('applied', 'pending', 'confirmed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "limit_usage" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"counter" text NOT NULL,
	"currency_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ref" text NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "limit_usage_counter" CHECK ("limit_usage"."counter" in ('deposit', 'stake', 'win')),
	CONSTRAINT "limit_usage_amount" CHECK ("limit_usage"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "player_breaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"reason_id" integer,
	CONSTRAINT "player_breaks_kind" CHECK ("player_breaks"."kind" in ('time_out', 'self_exclusion')),
	CONSTRAINT "player_breaks_end" CHECK ("player_breaks"."ends_at" is null and "player_breaks"."kind" = 'self_exclusion' or "player_breaks"."ends_at" > "player_breaks"."started_at")
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"value" bigint NOT NULL,
	"currency_id" integer,
	"anchored_at" timestamp with time zone NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	"pending_value" bigint,
	"pending_applies_at" timestamp with time zone,
	"pending_needs_confirmation" boolean DEFAULT false NOT NULL,
	"pending_confirmed_at" timestamp with time zone,
	CONSTRAINT "player_limits_player_id_kind_period_pk" PRIMARY KEY("player_id","kind","period"),
	CONSTRAINT "player_limits_kind" CHECK ("player_limits"."kind" in ('deposit', 'loss', 'wager', 'session_time')),
	CONSTRAINT "player_limits_period" CHECK ("player_limits"."period" in ('day', 'week', 'month')),
	CONSTRAINT "player_limits_value" CHECK ("player_limits"."value" >= 0),
	CONSTRAINT "player_limits_currency" CHECK (("player_limits"."currency_id" is null) = ("player_limits"."kind" = 'session_time')),
	CONSTRAINT "player_limits_pending_value" CHECK ("player_limits"."pending_value" is null or "player_limits"."pending_value" > "player_limits"."value")
);
--> statement-breakpoint
CREATE TABLE "responsible_settings" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "limit_changes_player" ON "limit_changes" USING btree ("player_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "limit_usage_ref" ON "limit_usage" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "limit_usage_player" ON "limit_usage" USING btree ("player_id","at");--> statement-breakpoint
CREATE INDEX "player_breaks_player" ON "player_breaks" USING btree ("player_id","started_at");--> statement-breakpoint
-- A break is kept as taken: no statement may shorten, lift or delete one (issue 16).
CREATE OR REPLACE FUNCTION player_breaks_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a break cannot be changed or lifted (player %)', OLD.player_id
    USING ERRCODE = 'check_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER player_breaks_kept BEFORE UPDATE OR DELETE ON "player_breaks"
  FOR EACH ROW EXECUTE FUNCTION player_breaks_kept();
