ALTER TABLE "casino_rounds" ADD COLUMN "actions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD COLUMN "status" text DEFAULT 'settled' NOT NULL;--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "casino_rounds_one_open" ON "casino_rounds" USING btree ("player_id") WHERE "casino_rounds"."status" = 'open';--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_status" CHECK ("casino_rounds"."status" in ('open', 'settled'));