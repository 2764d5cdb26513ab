ALTER TABLE "banner" ADD COLUMN "inicio" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banner" ADD COLUMN "fim" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banner" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "live" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "logo_parceiro" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_item" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "popup" ADD COLUMN "ordem" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "popup" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "rodape_item" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;