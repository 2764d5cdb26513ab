CREATE TABLE "pagina_evento" (
	"id" serial PRIMARY KEY NOT NULL,
	"pagina" text NOT NULL,
	"chamada" text NOT NULL,
	"titulo" text NOT NULL,
	"linha_fina" text NOT NULL,
	"cena" text NOT NULL,
	"descricao_cena" text NOT NULL,
	"fatos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"secoes" jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"relacionados" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "pagina_evento_pagina_uq" UNIQUE("pagina")
);
