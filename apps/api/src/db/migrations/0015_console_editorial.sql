ALTER TABLE "noticia" ADD COLUMN "status" text DEFAULT 'publicada' NOT NULL;--> statement-breakpoint
ALTER TABLE "noticia" ADD COLUMN "imagem_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "noticia" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;