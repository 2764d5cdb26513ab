CREATE TABLE "temporada_categoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"categoria_id" integer NOT NULL,
	"ano" integer NOT NULL,
	"pontos" integer[] DEFAULT '{30,26,22,19,17,15,14,13,12,11,10,9,8,7,6,5,4,3,2,1}'::integer[] NOT NULL,
	"pontos_pole" integer DEFAULT 0 NOT NULL,
	"pontos_volta_rapida" integer DEFAULT 0 NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "temporada_categoria_uq" UNIQUE("categoria_id","ano"),
	CONSTRAINT "temporada_categoria_pontos_ck" CHECK ("temporada_categoria"."pontos_pole" >= 0 and "temporada_categoria"."pontos_volta_rapida" >= 0 and cardinality("temporada_categoria"."pontos") between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "classificacao_equipe" (
	"categoria_id" integer NOT NULL,
	"temporada" integer NOT NULL,
	"subcategoria" text DEFAULT '' NOT NULL,
	"tipo" text DEFAULT '' NOT NULL,
	"equipe_id" integer NOT NULL,
	"posicao" integer NOT NULL,
	"pontos" integer NOT NULL,
	"vitorias" integer NOT NULL,
	CONSTRAINT "classificacao_equipe_categoria_id_temporada_subcategoria_tipo_equipe_id_pk" PRIMARY KEY("categoria_id","temporada","subcategoria","tipo","equipe_id")
);
--> statement-breakpoint
CREATE TABLE "classificacao_piloto" (
	"categoria_id" integer NOT NULL,
	"temporada" integer NOT NULL,
	"subcategoria" text DEFAULT '' NOT NULL,
	"tipo" text DEFAULT '' NOT NULL,
	"inscricao_id" integer NOT NULL,
	"piloto_id" integer NOT NULL,
	"posicao" integer NOT NULL,
	"pontos" integer NOT NULL,
	"vitorias" integer NOT NULL,
	"podios" integer NOT NULL,
	"poles" integer NOT NULL,
	"corridas" integer NOT NULL,
	"chegadas" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "classificacao_piloto_categoria_id_temporada_subcategoria_tipo_inscricao_id_pk" PRIMARY KEY("categoria_id","temporada","subcategoria","tipo","inscricao_id")
);
--> statement-breakpoint
CREATE TABLE "estatistica_piloto" (
	"piloto_id" integer NOT NULL,
	"categoria_id" integer NOT NULL,
	"corridas" integer NOT NULL,
	"vitorias" integer NOT NULL,
	"poles" integer NOT NULL,
	"podios" integer NOT NULL,
	"anos_titulos" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "estatistica_piloto_piloto_id_categoria_id_pk" PRIMARY KEY("piloto_id","categoria_id")
);
--> statement-breakpoint
CREATE TABLE "fanpush_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"dias_antes" integer DEFAULT 7 NOT NULL,
	"minutos_antes" integer DEFAULT 0 NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fanpush_config_um_ck" CHECK ("fanpush_config"."id" = 1),
	CONSTRAINT "fanpush_config_limites_ck" CHECK ("fanpush_config"."dias_antes" between 1 and 60 and "fanpush_config"."minutos_antes" between 0 and 1440)
);
--> statement-breakpoint
CREATE TABLE "fanpush_resultado" (
	"fanpush_id" integer NOT NULL,
	"piloto_id" integer NOT NULL,
	"posicao" integer NOT NULL,
	"votos" integer NOT NULL,
	CONSTRAINT "fanpush_resultado_fanpush_id_piloto_id_pk" PRIMARY KEY("fanpush_id","piloto_id")
);
--> statement-breakpoint
-- Seasons per category (issue 11): one for every category and year that has entries or stages,
-- scored by the table every race used until now.
INSERT INTO "temporada_categoria" ("categoria_id", "ano")
  SELECT "categoria_id", "temporada" FROM "inscricao"
  UNION SELECT "categoria_id", "temporada" FROM "etapa";--> statement-breakpoint
ALTER TABLE "temporada" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "temporada" CASCADE;--> statement-breakpoint
ALTER TABLE "fanpush_voto" DROP CONSTRAINT "fanpush_voto_confirmado_ck";--> statement-breakpoint
ALTER TABLE "circuito" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "corrida" ADD COLUMN "situacao" text DEFAULT 'aguardando' NOT NULL;--> statement-breakpoint
ALTER TABLE "corrida" ADD COLUMN "pole_inscricao_id" integer;--> statement-breakpoint
ALTER TABLE "corrida" ADD COLUMN "volta_rapida_inscricao_id" integer;--> statement-breakpoint
ALTER TABLE "corrida" ADD COLUMN "volta_rapida_tempo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "corrida" ADD COLUMN "oficial_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "corrida" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "equipe" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "etapa" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "inscricao" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "maquina" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "montadora" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "onde_assistir" ADD COLUMN "ordem" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "onde_assistir" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "piloto" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "resultado" ADD COLUMN "status" text DEFAULT 'classificado' NOT NULL;--> statement-breakpoint
ALTER TABLE "resultado" ADD COLUMN "voltas" integer;--> statement-breakpoint
ALTER TABLE "resultado" ADD COLUMN "tempo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "resultado" ADD COLUMN "pontos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fanpush" ADD COLUMN "pausada" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fanpush" ADD COLUMN "horarios_ajustados" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fanpush" ADD COLUMN "candidatos_ajustados" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fanpush" ADD COLUMN "encerrada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fanpush" ADD COLUMN "total_cedulas" integer;--> statement-breakpoint
ALTER TABLE "fanpush" ADD COLUMN "checksum" text;--> statement-breakpoint
ALTER TABLE "fanpush" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "fanpush_voto" ADD COLUMN "recibo" text;--> statement-breakpoint
ALTER TABLE "temporada_categoria" ADD CONSTRAINT "temporada_categoria_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classificacao_equipe" ADD CONSTRAINT "classificacao_equipe_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classificacao_equipe" ADD CONSTRAINT "classificacao_equipe_equipe_id_equipe_id_fk" FOREIGN KEY ("equipe_id") REFERENCES "public"."equipe"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classificacao_piloto" ADD CONSTRAINT "classificacao_piloto_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classificacao_piloto" ADD CONSTRAINT "classificacao_piloto_inscricao_id_inscricao_id_fk" FOREIGN KEY ("inscricao_id") REFERENCES "public"."inscricao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classificacao_piloto" ADD CONSTRAINT "classificacao_piloto_piloto_id_piloto_id_fk" FOREIGN KEY ("piloto_id") REFERENCES "public"."piloto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estatistica_piloto" ADD CONSTRAINT "estatistica_piloto_piloto_id_piloto_id_fk" FOREIGN KEY ("piloto_id") REFERENCES "public"."piloto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estatistica_piloto" ADD CONSTRAINT "estatistica_piloto_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fanpush_resultado" ADD CONSTRAINT "fanpush_resultado_fanpush_id_fanpush_id_fk" FOREIGN KEY ("fanpush_id") REFERENCES "public"."fanpush"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fanpush_resultado" ADD CONSTRAINT "fanpush_resultado_piloto_id_piloto_id_fk" FOREIGN KEY ("piloto_id") REFERENCES "public"."piloto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classificacao_equipe_posicao_idx" ON "classificacao_equipe" USING btree ("categoria_id","temporada","subcategoria","tipo","posicao");--> statement-breakpoint
CREATE INDEX "classificacao_equipe_equipe_idx" ON "classificacao_equipe" USING btree ("equipe_id");--> statement-breakpoint
CREATE INDEX "classificacao_piloto_posicao_idx" ON "classificacao_piloto" USING btree ("categoria_id","temporada","subcategoria","tipo","posicao");--> statement-breakpoint
CREATE INDEX "classificacao_piloto_inscricao_idx" ON "classificacao_piloto" USING btree ("inscricao_id");--> statement-breakpoint
CREATE INDEX "classificacao_piloto_piloto_idx" ON "classificacao_piloto" USING btree ("piloto_id");--> statement-breakpoint
CREATE INDEX "estatistica_piloto_categoria_idx" ON "estatistica_piloto" USING btree ("categoria_id");--> statement-breakpoint
ALTER TABLE "corrida" ADD CONSTRAINT "corrida_pole_inscricao_id_inscricao_id_fk" FOREIGN KEY ("pole_inscricao_id") REFERENCES "public"."inscricao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrida" ADD CONSTRAINT "corrida_volta_rapida_inscricao_id_inscricao_id_fk" FOREIGN KEY ("volta_rapida_inscricao_id") REFERENCES "public"."inscricao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Results entered before issue 11 were the official ones: the unclassified did not finish, and
-- the pole is the driver who started first.
UPDATE "resultado" SET "status" = 'DNF' WHERE "posicao" IS NULL;--> statement-breakpoint
UPDATE "corrida" SET "situacao" = 'oficial', "oficial_em" = now()
  WHERE EXISTS (SELECT 1 FROM "resultado" r WHERE r."corrida_id" = "corrida"."id");--> statement-breakpoint
UPDATE "corrida" SET "pole_inscricao_id" = r."inscricao_id"
  FROM "resultado" r WHERE r."corrida_id" = "corrida"."id" AND r."largada" = 1;--> statement-breakpoint
-- Confirmed ballots get their receipt (grouped like the ones the API gives).
UPDATE "fanpush_voto" SET "recibo" = (
  SELECT substr(h, 1, 4) || '-' || substr(h, 5, 4) || '-' || substr(h, 9, 4)
  FROM (SELECT upper(md5(random()::text || "fanpush_voto"."id"::text)) AS h) x
) WHERE "status" = 'confirmado';--> statement-breakpoint
INSERT INTO "fanpush_config" ("id") VALUES (1);--> statement-breakpoint
ALTER TABLE "piloto" DROP COLUMN "titulos_anteriores";--> statement-breakpoint
ALTER TABLE "inscricao" ADD CONSTRAINT "inscricao_numero_uq" UNIQUE("categoria_id","temporada","numero");--> statement-breakpoint
ALTER TABLE "fanpush_voto" ADD CONSTRAINT "fanpush_voto_recibo_unique" UNIQUE("recibo");--> statement-breakpoint
ALTER TABLE "corrida" ADD CONSTRAINT "corrida_situacao_ck" CHECK ("corrida"."situacao" in ('aguardando', 'provisorio', 'oficial'));--> statement-breakpoint
ALTER TABLE "resultado" ADD CONSTRAINT "resultado_status_ck" CHECK ("resultado"."status" in ('classificado', 'DNF', 'DSQ', 'DNS'));--> statement-breakpoint
ALTER TABLE "resultado" ADD CONSTRAINT "resultado_posicao_ck" CHECK (("resultado"."status" = 'classificado') = ("resultado"."posicao" is not null) and ("resultado"."posicao" is null or "resultado"."posicao" > 0));--> statement-breakpoint
ALTER TABLE "fanpush" ADD CONSTRAINT "fanpush_encerrada_ck" CHECK (("fanpush"."encerrada_em" is null) = ("fanpush"."total_cedulas" is null) and ("fanpush"."encerrada_em" is null) = ("fanpush"."checksum" is null));--> statement-breakpoint
ALTER TABLE "fanpush_voto" ADD CONSTRAINT "fanpush_voto_confirmado_ck" CHECK (("fanpush_voto"."status" = 'confirmado') = ("fanpush_voto"."confirmado_em" is not null) and ("fanpush_voto"."status" = 'confirmado') = ("fanpush_voto"."recibo" is not null));--> statement-breakpoint
-- A confirmed ballot is never edited nor removed (issue 11: an auditable vote). The one change
-- allowed are the member's erasure, which leaves the ballot anonymous (usuario_id set to null),
-- and the retention of SMS codes (codigo_sms_id set to null).
CREATE FUNCTION fanpush_voto_imutavel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" <> 'confirmado' THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP = 'UPDATE'
    AND (NEW."usuario_id" IS NULL OR NEW."usuario_id" = OLD."usuario_id")
    AND (NEW."codigo_sms_id" IS NULL OR NEW."codigo_sms_id" = OLD."codigo_sms_id")
    AND (NEW."id", NEW."fanpush_id", NEW."piloto1_id", NEW."piloto2_id", NEW."piloto3_id",
         NEW."status", NEW."criado_em", NEW."confirmado_em", NEW."recibo")
      IS NOT DISTINCT FROM
        (OLD."id", OLD."fanpush_id", OLD."piloto1_id", OLD."piloto2_id", OLD."piloto3_id",
         OLD."status", OLD."criado_em", OLD."confirmado_em", OLD."recibo")
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'fanpush_voto: a confirmed ballot is never changed' USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER fanpush_voto_imutavel
  BEFORE UPDATE OR DELETE ON "fanpush_voto"
  FOR EACH ROW EXECUTE FUNCTION fanpush_voto_imutavel();