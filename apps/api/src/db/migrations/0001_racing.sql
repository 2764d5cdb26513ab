CREATE TABLE "corrida" (
	"id" serial PRIMARY KEY NOT NULL,
	"etapa_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"descricao" text NOT NULL,
	"tipo" text,
	CONSTRAINT "corrida_etapa_numero_uq" UNIQUE("etapa_id","numero")
);
--> statement-breakpoint
CREATE TABLE "equipe" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"logo_b" text DEFAULT '' NOT NULL,
	"sobre" jsonb DEFAULT '{"pt-br":""}'::jsonb NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"exibe_website" boolean DEFAULT false NOT NULL,
	"background" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inscricao" (
	"id" serial PRIMARY KEY NOT NULL,
	"categoria_id" integer NOT NULL,
	"temporada" integer NOT NULL,
	"piloto_id" integer NOT NULL,
	"equipe_id" integer NOT NULL,
	"montadora_id" integer NOT NULL,
	"numero" text NOT NULL,
	"carro" text NOT NULL,
	"subcategoria" text,
	CONSTRAINT "inscricao_piloto_uq" UNIQUE("categoria_id","temporada","piloto_id")
);
--> statement-breakpoint
CREATE TABLE "maquina" (
	"id" serial PRIMARY KEY NOT NULL,
	"categoria_id" integer NOT NULL,
	"montadora_id" integer NOT NULL,
	"nome" text NOT NULL,
	"imagem" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "montadora" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"imagem_background" text DEFAULT '' NOT NULL,
	"imagem_carro" text DEFAULT '' NOT NULL,
	"sobre" jsonb DEFAULT '{"pt-br":""}'::jsonb NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"instagram" text DEFAULT '' NOT NULL,
	CONSTRAINT "montadora_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "onde_assistir" (
	"id" serial PRIMARY KEY NOT NULL,
	"categoria_id" integer NOT NULL,
	"nome_canal" text NOT NULL,
	"img_canal" text NOT NULL,
	"tag" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "piloto" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"sobrenome" text NOT NULL,
	"data_nascimento" date,
	"imagem" text DEFAULT '' NOT NULL,
	"imagem_b" text DEFAULT '' NOT NULL,
	"imagem_capacete" text DEFAULT '' NOT NULL,
	"imagem_carro" text DEFAULT '' NOT NULL,
	"background" text DEFAULT '' NOT NULL,
	"sobre" jsonb DEFAULT '{"pt-br":""}'::jsonb NOT NULL,
	"instagram" text DEFAULT '' NOT NULL,
	"exibe_instagram" boolean DEFAULT false NOT NULL,
	"titulos_anteriores" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"etapa_id" integer NOT NULL,
	"dia" text NOT NULL,
	"data" date NOT NULL,
	"html" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resultado" (
	"id" serial PRIMARY KEY NOT NULL,
	"corrida_id" integer NOT NULL,
	"inscricao_id" integer NOT NULL,
	"posicao" integer,
	"largada" integer,
	CONSTRAINT "resultado_corrida_inscricao_uq" UNIQUE("corrida_id","inscricao_id")
);
--> statement-breakpoint
ALTER TABLE "circuito" ADD COLUMN "imagem_card" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "circuito" ADD COLUMN "background_gif" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "circuito" ADD COLUMN "background_imagem" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "circuito" ADD COLUMN "stats_imagem" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "circuito" ADD COLUMN "extensao" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "circuito" ADD COLUMN "curvas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "circuito" ADD COLUMN "sentido" text DEFAULT 'Anti-horário' NOT NULL;--> statement-breakpoint
ALTER TABLE "circuito" ADD COLUMN "primeiro_ano" integer;--> statement-breakpoint
ALTER TABLE "circuito" ADD COLUMN "volta_mais_rapida" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "circuito" ADD COLUMN "sobre" jsonb DEFAULT '{"pt-br":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "circuito" ADD COLUMN "url_video" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "circuito" ADD COLUMN "thumb_video" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "corrida" ADD CONSTRAINT "corrida_etapa_id_etapa_id_fk" FOREIGN KEY ("etapa_id") REFERENCES "public"."etapa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao" ADD CONSTRAINT "inscricao_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao" ADD CONSTRAINT "inscricao_piloto_id_piloto_id_fk" FOREIGN KEY ("piloto_id") REFERENCES "public"."piloto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao" ADD CONSTRAINT "inscricao_equipe_id_equipe_id_fk" FOREIGN KEY ("equipe_id") REFERENCES "public"."equipe"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao" ADD CONSTRAINT "inscricao_montadora_id_montadora_id_fk" FOREIGN KEY ("montadora_id") REFERENCES "public"."montadora"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maquina" ADD CONSTRAINT "maquina_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maquina" ADD CONSTRAINT "maquina_montadora_id_montadora_id_fk" FOREIGN KEY ("montadora_id") REFERENCES "public"."montadora"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onde_assistir" ADD CONSTRAINT "onde_assistir_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programacao" ADD CONSTRAINT "programacao_etapa_id_etapa_id_fk" FOREIGN KEY ("etapa_id") REFERENCES "public"."etapa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resultado" ADD CONSTRAINT "resultado_corrida_id_corrida_id_fk" FOREIGN KEY ("corrida_id") REFERENCES "public"."corrida"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resultado" ADD CONSTRAINT "resultado_inscricao_id_inscricao_id_fk" FOREIGN KEY ("inscricao_id") REFERENCES "public"."inscricao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inscricao_categoria_temporada_idx" ON "inscricao" USING btree ("categoria_id","temporada");--> statement-breakpoint
CREATE INDEX "inscricao_piloto_idx" ON "inscricao" USING btree ("piloto_id");--> statement-breakpoint
CREATE INDEX "inscricao_equipe_idx" ON "inscricao" USING btree ("equipe_id");--> statement-breakpoint
CREATE INDEX "programacao_etapa_idx" ON "programacao" USING btree ("etapa_id");--> statement-breakpoint
CREATE INDEX "resultado_inscricao_idx" ON "resultado" USING btree ("inscricao_id");--> statement-breakpoint
CREATE INDEX "etapa_circuito_idx" ON "etapa" USING btree ("circuito_id");