CREATE TABLE "favorite_champs" (
	"player_id" integer NOT NULL,
	"champ_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favorite_champs_player_id_champ_id_pk" PRIMARY KEY("player_id","champ_id")
);
--> statement-breakpoint
CREATE TABLE "favorite_games" (
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favorite_games_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "feed_champs" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"season_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_games" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"champ_id" integer NOT NULL,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"phase" text NOT NULL,
	"status" smallint NOT NULL,
	"version" bigint NOT NULL,
	"game" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feed_games_phase_known" CHECK ("feed_games"."phase" in ('line', 'live', 'finished')),
	CONSTRAINT "feed_games_status_known" CHECK ("feed_games"."status" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "feed_teams" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"players" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_subscriptions" (
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"events" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_subscriptions_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE INDEX "favorite_games_game_idx" ON "favorite_games" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "feed_champs_sport_idx" ON "feed_champs" USING btree ("sport_id");--> statement-breakpoint
CREATE INDEX "feed_games_phase_start_idx" ON "feed_games" USING btree ("phase","starts_at");--> statement-breakpoint
CREATE INDEX "feed_games_champ_start_idx" ON "feed_games" USING btree ("champ_id","starts_at");--> statement-breakpoint
CREATE INDEX "feed_games_home_idx" ON "feed_games" USING btree ("home_team_id","starts_at");--> statement-breakpoint
CREATE INDEX "feed_games_away_idx" ON "feed_games" USING btree ("away_team_id","starts_at");--> statement-breakpoint
CREATE INDEX "feed_teams_sport_idx" ON "feed_teams" USING btree ("sport_id");--> statement-breakpoint
CREATE INDEX "game_subscriptions_game_idx" ON "game_subscriptions" USING btree ("game_id");