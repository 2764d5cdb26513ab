CREATE TABLE "hall_da_fama_historico" (
	"id" serial PRIMARY KEY NOT NULL,
	"categoria_id" integer NOT NULL,
	"piloto_id" integer,
	"nome_piloto" text NOT NULL,
	"foto" text DEFAULT '' NOT NULL,
	"corridas" integer DEFAULT 0 NOT NULL,
	"vitorias" integer DEFAULT 0 NOT NULL,
	"anos_titulos" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "hall_da_fama_historico_piloto_uq" UNIQUE("categoria_id","piloto_id"),
	CONSTRAINT "hall_da_fama_historico_numeros_ck" CHECK ("hall_da_fama_historico"."corridas" >= 0 and "hall_da_fama_historico"."vitorias" >= 0 and "hall_da_fama_historico"."vitorias" <= "hall_da_fama_historico"."corridas")
);
--> statement-breakpoint
CREATE TABLE "quiz" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_pergunta" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	"descricao" text NOT NULL,
	CONSTRAINT "quiz_pergunta_ordem_uq" UNIQUE("quiz_id","ordem")
);
--> statement-breakpoint
CREATE TABLE "quiz_progresso" (
	"usuario_id" integer NOT NULL,
	"quiz_id" integer NOT NULL,
	"respondidas" integer DEFAULT 0 NOT NULL,
	"respostas_corretas" integer DEFAULT 0 NOT NULL,
	"finalizado" boolean DEFAULT false NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_progresso_usuario_id_quiz_id_pk" PRIMARY KEY("usuario_id","quiz_id"),
	CONSTRAINT "quiz_progresso_contagem_ck" CHECK ("quiz_progresso"."respostas_corretas" >= 0 and "quiz_progresso"."respostas_corretas" <= "quiz_progresso"."respondidas")
);
--> statement-breakpoint
CREATE TABLE "quiz_resposta" (
	"id" serial PRIMARY KEY NOT NULL,
	"pergunta_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	"descricao" text NOT NULL,
	"correta" boolean DEFAULT false NOT NULL,
	CONSTRAINT "quiz_resposta_ordem_uq" UNIQUE("pergunta_id","ordem")
);
--> statement-breakpoint
ALTER TABLE "hall_da_fama_historico" ADD CONSTRAINT "hall_da_fama_historico_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_da_fama_historico" ADD CONSTRAINT "hall_da_fama_historico_piloto_id_piloto_id_fk" FOREIGN KEY ("piloto_id") REFERENCES "public"."piloto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_pergunta" ADD CONSTRAINT "quiz_pergunta_quiz_id_quiz_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quiz"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_progresso" ADD CONSTRAINT "quiz_progresso_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_progresso" ADD CONSTRAINT "quiz_progresso_quiz_id_quiz_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quiz"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_resposta" ADD CONSTRAINT "quiz_resposta_pergunta_id_quiz_pergunta_id_fk" FOREIGN KEY ("pergunta_id") REFERENCES "public"."quiz_pergunta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_progresso_quiz_idx" ON "quiz_progresso" USING btree ("quiz_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_resposta_correta_uq" ON "quiz_resposta" USING btree ("pergunta_id") WHERE "quiz_resposta"."correta";