CREATE TABLE "b2b_produto" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"imagem" text DEFAULT '' NOT NULL,
	"conteudo" text DEFAULT '' NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"data_inicio" date,
	"data_fim" date,
	"local" text DEFAULT '' NOT NULL,
	"cidade" text DEFAULT '' NOT NULL,
	"uf" text DEFAULT '' NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "b2b_proposta" (
	"id" serial PRIMARY KEY NOT NULL,
	"produto_id" integer NOT NULL,
	"nome_empresa" text NOT NULL,
	"nome_responsavel" text NOT NULL,
	"cargo" text NOT NULL,
	"email" text NOT NULL,
	"celular" text NOT NULL,
	"interesse" text NOT NULL,
	"objetivos" text[] NOT NULL,
	"objetivo_outros_descricao" text DEFAULT '' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidato" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"celular" text NOT NULL,
	"cep" text NOT NULL,
	"area_id" integer NOT NULL,
	"linkedin" text NOT NULL,
	"porque" text NOT NULL,
	"sonho" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"cv_arquivo" text,
	"cv_nome_original" text,
	"cv_tipo" text,
	"cv_recebido_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "envio_formulario" (
	"id" serial PRIMARY KEY NOT NULL,
	"rota" text NOT NULL,
	"chave" text NOT NULL,
	"recurso_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "envio_formulario_rota_chave_uq" UNIQUE("rota","chave")
);
--> statement-breakpoint
CREATE TABLE "galeria" (
	"id" serial PRIMARY KEY NOT NULL,
	"categoria_id" integer NOT NULL,
	"titulo" jsonb NOT NULL,
	"data_publicacao" timestamp with time zone NOT NULL,
	"bastidores" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "galeria_imagem" (
	"id" serial PRIMARY KEY NOT NULL,
	"galeria_id" integer NOT NULL,
	"url" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "galeria_piloto" (
	"galeria_id" integer NOT NULL,
	"piloto_id" integer NOT NULL,
	CONSTRAINT "galeria_piloto_galeria_id_piloto_id_pk" PRIMARY KEY("galeria_id","piloto_id")
);
--> statement-breakpoint
CREATE TABLE "mensagem_saida" (
	"id" serial PRIMARY KEY NOT NULL,
	"canal" text NOT NULL,
	"destino" text NOT NULL,
	"assunto" text DEFAULT '' NOT NULL,
	"corpo" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "noticia" (
	"id" serial PRIMARY KEY NOT NULL,
	"categoria_id" integer NOT NULL,
	"titulo" jsonb NOT NULL,
	"data_publicacao" timestamp with time zone NOT NULL,
	"imagem" text DEFAULT '' NOT NULL,
	"imagem_galeria" text DEFAULT '' NOT NULL,
	"background_imagem" text DEFAULT '' NOT NULL,
	"texto" jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"busca" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, translate(lower(coalesce(titulo->>'pt-br', '') || ' ' || regexp_replace(coalesce(texto->>'pt-br', ''), '<[^>]*>', ' ', 'g')), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn'))) STORED
);
--> statement-breakpoint
CREATE TABLE "noticia_piloto" (
	"noticia_id" integer NOT NULL,
	"piloto_id" integer NOT NULL,
	CONSTRAINT "noticia_piloto_noticia_id_piloto_id_pk" PRIMARY KEY("noticia_id","piloto_id")
);
--> statement-breakpoint
CREATE TABLE "patrocinador_lead" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa" text NOT NULL,
	"nome_responsavel" text NOT NULL,
	"cargo" text NOT NULL,
	"email" text NOT NULL,
	"celular" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rh_area" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rh_depoimento" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"cargo" text NOT NULL,
	"imagem" text DEFAULT '' NOT NULL,
	"depoimento" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "b2b_proposta" ADD CONSTRAINT "b2b_proposta_produto_id_b2b_produto_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."b2b_produto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato" ADD CONSTRAINT "candidato_area_id_rh_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."rh_area"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galeria" ADD CONSTRAINT "galeria_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galeria_imagem" ADD CONSTRAINT "galeria_imagem_galeria_id_galeria_id_fk" FOREIGN KEY ("galeria_id") REFERENCES "public"."galeria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galeria_piloto" ADD CONSTRAINT "galeria_piloto_galeria_id_galeria_id_fk" FOREIGN KEY ("galeria_id") REFERENCES "public"."galeria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galeria_piloto" ADD CONSTRAINT "galeria_piloto_piloto_id_piloto_id_fk" FOREIGN KEY ("piloto_id") REFERENCES "public"."piloto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticia" ADD CONSTRAINT "noticia_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticia_piloto" ADD CONSTRAINT "noticia_piloto_noticia_id_noticia_id_fk" FOREIGN KEY ("noticia_id") REFERENCES "public"."noticia"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticia_piloto" ADD CONSTRAINT "noticia_piloto_piloto_id_piloto_id_fk" FOREIGN KEY ("piloto_id") REFERENCES "public"."piloto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "galeria_categoria_data_idx" ON "galeria" USING btree ("categoria_id","data_publicacao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "galeria_imagem_galeria_idx" ON "galeria_imagem" USING btree ("galeria_id","ordem");--> statement-breakpoint
CREATE INDEX "galeria_piloto_piloto_idx" ON "galeria_piloto" USING btree ("piloto_id");--> statement-breakpoint
CREATE INDEX "mensagem_saida_destino_idx" ON "mensagem_saida" USING btree ("canal","destino","criado_em");--> statement-breakpoint
CREATE INDEX "noticia_categoria_data_idx" ON "noticia" USING btree ("categoria_id","data_publicacao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "noticia_busca_idx" ON "noticia" USING gin ("busca");--> statement-breakpoint
CREATE INDEX "noticia_tags_idx" ON "noticia" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "noticia_piloto_piloto_idx" ON "noticia_piloto" USING btree ("piloto_id");