ALTER TABLE "social_providers" ALTER COLUMN "issuer" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "social_providers" ADD COLUMN "authorization_endpoint" text;--> statement-breakpoint
ALTER TABLE "social_providers" ADD COLUMN "token_endpoint" text;--> statement-breakpoint
ALTER TABLE "social_providers" ADD COLUMN "userinfo_endpoint" text;--> statement-breakpoint
ALTER TABLE "social_providers" ADD COLUMN "scope" text;--> statement-breakpoint
ALTER TABLE "social_providers" ADD COLUMN "subject_path" text;--> statement-breakpoint
ALTER TABLE "social_providers" ADD COLUMN "email_path" text;--> statement-breakpoint
ALTER TABLE "social_providers" ADD COLUMN "name_path" text;