CREATE TABLE "coupon_sale_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"sale_seq" integer NOT NULL,
	"price" bigint NOT NULL,
	"playing_stake" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_sale_quotes_amounts" CHECK ("coupon_sale_quotes"."price" > 0 and "coupon_sale_quotes"."playing_stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"quote_id" text NOT NULL,
	"sold_stake" bigint NOT NULL,
	"price" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"credited" bigint NOT NULL,
	"remaining_stake" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_sales_amounts" CHECK ("coupon_sales"."sold_stake" > 0 and "coupon_sales"."price" > 0 and "coupon_sales"."tax" >= 0
          and "coupon_sales"."credited" = "coupon_sales"."price" - "coupon_sales"."tax" and "coupon_sales"."remaining_stake" >= 0)
);
--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_state_known";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "sold_stake" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "sale_credited" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "sale_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_sale_quotes" ADD CONSTRAINT "coupon_sale_quotes_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_sales" ADD CONSTRAINT "coupon_sales_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_sales" ADD CONSTRAINT "coupon_sales_quote_id_coupon_sale_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."coupon_sale_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_sale_quotes_expiry_idx" ON "coupon_sale_quotes" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_sales_quote" ON "coupon_sales" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "coupon_sales_coupon_idx" ON "coupon_sales" USING btree ("coupon_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_sold_within_stake" CHECK ("coupons"."sold_stake" >= 0 and "coupons"."sold_stake" <= "coupons"."stake" - "coupons"."stake_tax"
          and "coupons"."sale_credited" >= 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_sold_whole" CHECK (("coupons"."state" = 'sold') = ("coupons"."sold_stake" = "coupons"."stake" - "coupons"."stake_tax"));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_state_known" CHECK ("coupons"."state" in ('open', 'won', 'lost', 'refunded', 'sold'));