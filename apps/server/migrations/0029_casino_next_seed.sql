ALTER TABLE "casino_seeds" ADD COLUMN "next_server_seed" text NOT NULL;--> statement-breakpoint
ALTER TABLE "casino_seeds" ADD COLUMN "next_commitment" text NOT NULL;