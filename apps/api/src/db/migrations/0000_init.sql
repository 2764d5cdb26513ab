CREATE TYPE "public"."logo_grupo" AS ENUM('montadora', 'patrocinador', 'fornecedor', 'media_partner');--> statement-breakpoint
CREATE TYPE "public"."menu_grupo" AS ENUM('superior', 'principal');--> statement-breakpoint
CREATE TABLE "banner" (
	"id" serial PRIMARY KEY NOT NULL,
	"categoria_id" integer NOT NULL,
	"titulo" jsonb NOT NULL,
	"link" text NOT NULL,
	"imagem" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categoria" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"tag" text NOT NULL,
	"cor" text NOT NULL,
	"background" text NOT NULL,
	"cor_fonte" text NOT NULL,
	"img_logo" text NOT NULL,
	"img_favicon" text NOT NULL,
	"img_background" text NOT NULL,
	"nome" jsonb NOT NULL,
	"texto" jsonb NOT NULL,
	CONSTRAINT "categoria_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "live" (
	"id" serial PRIMARY KEY NOT NULL,
	"canal" text NOT NULL,
	"nome" text NOT NULL,
	"link" text NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"link_vinculado" boolean DEFAULT false NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logo_parceiro" (
	"id" serial PRIMARY KEY NOT NULL,
	"categoria_id" integer NOT NULL,
	"grupo" "logo_grupo" NOT NULL,
	"nome" text NOT NULL,
	"imagem" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"categoria_id" integer NOT NULL,
	"grupo" "menu_grupo" NOT NULL,
	"titulo" jsonb NOT NULL,
	"url" text NOT NULL,
	"nova_aba" boolean DEFAULT false NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popup" (
	"id" serial PRIMARY KEY NOT NULL,
	"categoria_id" integer NOT NULL,
	"titulo" jsonb NOT NULL,
	"link" text NOT NULL,
	"imagem" text NOT NULL,
	"imagem_mobile" text NOT NULL,
	"abrir_nova_aba" boolean DEFAULT false NOT NULL,
	"inicio" timestamp with time zone,
	"fim" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rodape_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"categoria_id" integer NOT NULL,
	"pagina" text NOT NULL,
	"titulo" jsonb NOT NULL,
	"texto" jsonb NOT NULL,
	"background_imagem" text DEFAULT '' NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temporada" (
	"ano" integer PRIMARY KEY NOT NULL,
	"atual" boolean DEFAULT false NOT NULL,
	"turismo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circuito" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"cidade" text NOT NULL,
	"uf" text DEFAULT '' NOT NULL,
	"pais" text DEFAULT 'Brasil' NOT NULL,
	"imagem" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "etapa" (
	"id" serial PRIMARY KEY NOT NULL,
	"categoria_id" integer NOT NULL,
	"temporada" integer NOT NULL,
	"numero" integer NOT NULL,
	"titulo" text NOT NULL,
	"circuito_id" integer NOT NULL,
	"data" timestamp with time zone NOT NULL,
	"hora_classificacao" text,
	"url_tickets" text,
	"finalizada" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banner" ADD CONSTRAINT "banner_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logo_parceiro" ADD CONSTRAINT "logo_parceiro_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item" ADD CONSTRAINT "menu_item_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup" ADD CONSTRAINT "popup_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rodape_item" ADD CONSTRAINT "rodape_item_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etapa" ADD CONSTRAINT "etapa_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etapa" ADD CONSTRAINT "etapa_circuito_id_circuito_id_fk" FOREIGN KEY ("circuito_id") REFERENCES "public"."circuito"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banner_categoria_idx" ON "banner" USING btree ("categoria_id","ativo","ordem");--> statement-breakpoint
CREATE INDEX "logo_parceiro_categoria_idx" ON "logo_parceiro" USING btree ("categoria_id","grupo","ordem");--> statement-breakpoint
CREATE INDEX "menu_item_grupo_categoria_idx" ON "menu_item" USING btree ("grupo","categoria_id","ordem");--> statement-breakpoint
CREATE INDEX "popup_categoria_idx" ON "popup" USING btree ("categoria_id");--> statement-breakpoint
CREATE INDEX "rodape_item_categoria_idx" ON "rodape_item" USING btree ("categoria_id","ordem");--> statement-breakpoint
CREATE INDEX "etapa_categoria_data_idx" ON "etapa" USING btree ("categoria_id","data");--> statement-breakpoint
CREATE INDEX "etapa_categoria_temporada_idx" ON "etapa" USING btree ("categoria_id","temporada");