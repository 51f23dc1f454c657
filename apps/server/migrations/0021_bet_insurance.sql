ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind_known";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "insurance_percent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "insured_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "insurance_premium" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "insurance_paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind_known" CHECK ("accounts"."kind" in ('main', 'currency', 'receivable', 'house_cash', 'house_bets', 'house_wins', 'house_bonus', 'pending_withdrawals', 'house_taxes', 'house_insurance'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_insurance" CHECK (("coupons"."insurance_percent" = 0 and "coupons"."insured_amount" = 0 and "coupons"."insurance_premium" = 0)
          or ("coupons"."insurance_percent" between 10 and 100 and "coupons"."insured_amount" > 0
              and "coupons"."insured_amount" <= "coupons"."stake" - "coupons"."stake_tax"
              and "coupons"."insurance_premium" > 0 and "coupons"."insurance_premium" < "coupons"."insured_amount"
              and "coupons"."vid" <> 2));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_insurance_paid" CHECK ("coupons"."insurance_paid" >= 0 and "coupons"."insurance_paid" <= "coupons"."insured_amount");