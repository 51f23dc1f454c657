ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind_known";--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_state_known";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "advance_of" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "advance_state" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "advanced" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_advance_of_fk" FOREIGN KEY ("advance_of") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_advance_pending_idx" ON "coupons" USING btree ("advance_of") WHERE "coupons"."advance_state" = 'pending';--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind_known" CHECK ("accounts"."kind" in ('main', 'currency', 'receivable', 'house_cash', 'house_bets', 'house_wins', 'house_bonus', 'pending_withdrawals', 'house_taxes', 'house_insurance', 'house_vip_holds', 'house_advances'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_advance" CHECK (("coupons"."advance_of" is null) = ("coupons"."advance_state" is null)
          and ("coupons"."advance_of" is null
               or ("coupons"."advance_state" in ('pending', 'repaid', 'cancelled')
                   and "coupons"."vid" in (0, 1) and "coupons"."advanced" = 0
                   and "coupons"."power_of" is null and "coupons"."insured_amount" = 0)));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_advance_cancelled" CHECK (("coupons"."state" = 'cancelled') = ("coupons"."advance_state" is not distinct from 'cancelled')
          and ("coupons"."advance_state" is distinct from 'pending' or "coupons"."state" = 'open'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_advanced" CHECK ("coupons"."advanced" = 0
          or ("coupons"."advanced" > 0 and "coupons"."advanced" <= "coupons"."possible_win"
              and "coupons"."state" = 'open' and "coupons"."sold_stake" = 0));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_state_known" CHECK ("coupons"."state" in ('open', 'won', 'lost', 'refunded', 'sold', 'cancelled'));