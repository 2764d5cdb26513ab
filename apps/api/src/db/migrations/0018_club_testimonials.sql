CREATE TABLE "depoimento" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"texto" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL
);
