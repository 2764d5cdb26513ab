CREATE TABLE "beneficio" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"url_imagem" text NOT NULL,
	"arquivo" text NOT NULL,
	"nome_arquivo" text NOT NULL,
	"tipo_conteudo" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biblioteca" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"thumbnail" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biblioteca_video" (
	"id" serial PRIMARY KEY NOT NULL,
	"biblioteca_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"thumbnail" text NOT NULL,
	"link" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pesquisa" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"ativa" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pesquisa_escolha" (
	"usuario_id" integer NOT NULL,
	"opcao_id" integer NOT NULL,
	CONSTRAINT "pesquisa_escolha_usuario_id_opcao_id_pk" PRIMARY KEY("usuario_id","opcao_id")
);
--> statement-breakpoint
CREATE TABLE "pesquisa_opcao" (
	"id" serial PRIMARY KEY NOT NULL,
	"pergunta_id" integer NOT NULL,
	"descricao" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pesquisa_pergunta" (
	"id" serial PRIMARY KEY NOT NULL,
	"pesquisa_id" integer NOT NULL,
	"fase" integer NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"descricao" text NOT NULL,
	"multipla_resposta" boolean DEFAULT false NOT NULL,
	CONSTRAINT "pesquisa_pergunta_fase_ck" CHECK ("pesquisa_pergunta"."fase" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "pesquisa_recompensa" (
	"usuario_id" integer NOT NULL,
	"pesquisa_id" integer NOT NULL,
	"fase" integer NOT NULL,
	"codigo" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pesquisa_recompensa_usuario_id_pesquisa_id_fase_pk" PRIMARY KEY("usuario_id","pesquisa_id","fase")
);
--> statement-breakpoint
CREATE TABLE "pesquisa_respondida" (
	"usuario_id" integer NOT NULL,
	"pergunta_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pesquisa_respondida_usuario_id_pergunta_id_pk" PRIMARY KEY("usuario_id","pergunta_id")
);
--> statement-breakpoint
ALTER TABLE "biblioteca_video" ADD CONSTRAINT "biblioteca_video_biblioteca_id_biblioteca_id_fk" FOREIGN KEY ("biblioteca_id") REFERENCES "public"."biblioteca"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesquisa_escolha" ADD CONSTRAINT "pesquisa_escolha_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesquisa_escolha" ADD CONSTRAINT "pesquisa_escolha_opcao_id_pesquisa_opcao_id_fk" FOREIGN KEY ("opcao_id") REFERENCES "public"."pesquisa_opcao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesquisa_opcao" ADD CONSTRAINT "pesquisa_opcao_pergunta_id_pesquisa_pergunta_id_fk" FOREIGN KEY ("pergunta_id") REFERENCES "public"."pesquisa_pergunta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesquisa_pergunta" ADD CONSTRAINT "pesquisa_pergunta_pesquisa_id_pesquisa_id_fk" FOREIGN KEY ("pesquisa_id") REFERENCES "public"."pesquisa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesquisa_recompensa" ADD CONSTRAINT "pesquisa_recompensa_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesquisa_recompensa" ADD CONSTRAINT "pesquisa_recompensa_pesquisa_id_pesquisa_id_fk" FOREIGN KEY ("pesquisa_id") REFERENCES "public"."pesquisa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesquisa_respondida" ADD CONSTRAINT "pesquisa_respondida_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesquisa_respondida" ADD CONSTRAINT "pesquisa_respondida_pergunta_id_pesquisa_pergunta_id_fk" FOREIGN KEY ("pergunta_id") REFERENCES "public"."pesquisa_pergunta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "biblioteca_video_biblioteca_idx" ON "biblioteca_video" USING btree ("biblioteca_id","ordem");--> statement-breakpoint
CREATE INDEX "pesquisa_opcao_pergunta_idx" ON "pesquisa_opcao" USING btree ("pergunta_id","ordem");--> statement-breakpoint
CREATE INDEX "pesquisa_pergunta_ordem_idx" ON "pesquisa_pergunta" USING btree ("pesquisa_id","fase","ordem");