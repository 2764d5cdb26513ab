CREATE TABLE "imagem" (
	"id" serial PRIMARY KEY NOT NULL,
	"chave" uuid NOT NULL,
	"alt" text NOT NULL,
	"largura" integer NOT NULL,
	"altura" integer NOT NULL,
	"larguras" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"staff_id" integer,
	"versao" integer DEFAULT 1 NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imagem_chave_unique" UNIQUE("chave")
);
--> statement-breakpoint
CREATE INDEX "imagem_criado_em_idx" ON "imagem" USING btree ("criado_em" DESC NULLS LAST);