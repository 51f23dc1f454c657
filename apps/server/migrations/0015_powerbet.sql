ALTER TABLE "coupons" ADD COLUMN "power_of" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_power_of_fk" FOREIGN KEY ("power_of") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_power_single" CHECK ("coupons"."power_of" is null or "coupons"."vid" = 0);