ALTER TABLE "payments" DROP CONSTRAINT "payments_status_known";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('pending', 'success', 'failed', 'cancelled', 'rejected', 'refunded'));--> statement-breakpoint
-- Withdrawals rejected before this status existed were stored as cancelled.
UPDATE "payments" SET "status" = 'rejected' WHERE "review" = 'rejected' AND "status" = 'cancelled';
