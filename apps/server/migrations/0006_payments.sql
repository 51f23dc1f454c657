CREATE TABLE "payment_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"topic" text NOT NULL,
	"payment_id" integer,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_requests_status_known" CHECK ("payment_requests"."status" in ('open', 'answered', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"precision" integer NOT NULL,
	"method_kind" text NOT NULL,
	"language" text NOT NULL,
	"return_url" text NOT NULL,
	"webhook_url" text NOT NULL,
	"status" text NOT NULL,
	"card_last4" text,
	"three_ds_failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_checkouts_merchant_reference_unique" UNIQUE("merchant_reference"),
	CONSTRAINT "sandbox_checkouts_status_known" CHECK ("sandbox_checkouts"."status" in ('open', 'three_ds', 'succeeded', 'declined', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_transfers_kind_reference" UNIQUE("kind","merchant_reference"),
	CONSTRAINT "sandbox_transfers_kind_known" CHECK ("sandbox_transfers"."kind" in ('payout', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"url" text NOT NULL,
	"payload" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" integer,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"player_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"direction" text NOT NULL,
	"method_id" text NOT NULL,
	"method_kind" text NOT NULL,
	"provider" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"review" text,
	"details" text,
	"payout_details" text,
	"reason" text,
	"provider_reference" text,
	"idempotency_key" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payments_player_idempotency_key" UNIQUE("player_id","idempotency_key"),
	CONSTRAINT "payments_direction_known" CHECK ("payments"."direction" in ('deposit', 'withdrawal')),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('pending', 'success', 'failed', 'cancelled', 'refunded')),
	CONSTRAINT "payments_kind_known" CHECK ("payments"."method_kind" in ('card', 'bank_transfer', 'e_wallet', 'crypto')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0 and "payments"."amount" <= 9007199254740991),
	CONSTRAINT "payments_review_only_withdrawals" CHECK (("payments"."direction" = 'withdrawal') = ("payments"."review" is not null) and ("payments"."review" is null or "payments"."review" in ('awaiting', 'approved', 'rejected')))
);
--> statement-breakpoint
CREATE INDEX "payment_requests_player_idx" ON "payment_requests" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "payment_requests_status_idx" ON "payment_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sandbox_webhook_deliveries_due_idx" ON "sandbox_webhook_deliveries" USING btree ("due_at") WHERE "sandbox_webhook_deliveries"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "payments_player_created_idx" ON "payments" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_direction_status_idx" ON "payments" USING btree ("direction","status","id");