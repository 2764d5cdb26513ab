CREATE TABLE "quiz_faixa" (
	"id" serial PRIMARY KEY NOT NULL,
	"minimo_acertos" integer NOT NULL,
	"titulo" text NOT NULL,
	"texto" text NOT NULL,
	"cor" text NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "quiz_faixa_minimo_uq" UNIQUE("minimo_acertos")
);
--> statement-breakpoint
ALTER TABLE "galeria" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "galeria_imagem" ADD COLUMN "texto_alternativo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hall_da_fama_historico" ADD COLUMN "texto_alternativo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hall_da_fama_historico" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_pergunta" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficio" ADD COLUMN "texto_alternativo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficio" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "biblioteca" ADD COLUMN "texto_alternativo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "biblioteca" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "biblioteca_video" ADD COLUMN "texto_alternativo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "biblioteca_video" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pesquisa" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pesquisa_pergunta" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;