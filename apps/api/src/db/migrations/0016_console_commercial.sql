CREATE TABLE "nota_comercial" (
	"id" serial PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"registro_id" integer NOT NULL,
	"texto" text NOT NULL,
	"staff_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nota_comercial_area_ck" CHECK ("nota_comercial"."area" in ('propostas','leads','candidatos'))
);
--> statement-breakpoint
ALTER TABLE "b2b_produto" ADD COLUMN "imagem_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "b2b_produto" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "b2b_proposta" ADD COLUMN "status" text DEFAULT 'novo' NOT NULL;--> statement-breakpoint
ALTER TABLE "b2b_proposta" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "status" text DEFAULT 'novo' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "patrocinador_lead" ADD COLUMN "status" text DEFAULT 'novo' NOT NULL;--> statement-breakpoint
ALTER TABLE "patrocinador_lead" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "rh_area" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "rh_depoimento" ADD COLUMN "imagem_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rh_depoimento" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "nota_comercial_registro_idx" ON "nota_comercial" USING btree ("area","registro_id");--> statement-breakpoint
ALTER TABLE "b2b_proposta" ADD CONSTRAINT "b2b_proposta_status_ck" CHECK ("b2b_proposta"."status" in ('novo','em contato','ganho','perdido','arquivado'));--> statement-breakpoint
ALTER TABLE "candidato" ADD CONSTRAINT "candidato_status_ck" CHECK ("candidato"."status" in ('novo','em contato','ganho','perdido','arquivado'));--> statement-breakpoint
ALTER TABLE "patrocinador_lead" ADD CONSTRAINT "patrocinador_lead_status_ck" CHECK ("patrocinador_lead"."status" in ('novo','em contato','ganho','perdido','arquivado'));