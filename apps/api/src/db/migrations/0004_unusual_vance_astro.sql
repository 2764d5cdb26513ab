CREATE TABLE "fanpush" (
	"id" serial PRIMARY KEY NOT NULL,
	"etapa_id" integer NOT NULL,
	"data_inicio_votacao" timestamp with time zone NOT NULL,
	"data_fim_votacao" timestamp with time zone NOT NULL,
	"url_video" text DEFAULT '' NOT NULL,
	CONSTRAINT "fanpush_etapa_uq" UNIQUE("etapa_id"),
	CONSTRAINT "fanpush_janela_ck" CHECK ("fanpush"."data_fim_votacao" > "fanpush"."data_inicio_votacao")
);
--> statement-breakpoint
CREATE TABLE "fanpush_piloto" (
	"fanpush_id" integer NOT NULL,
	"piloto_id" integer NOT NULL,
	"votos" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fanpush_piloto_fanpush_id_piloto_id_pk" PRIMARY KEY("fanpush_id","piloto_id"),
	CONSTRAINT "fanpush_piloto_votos_ck" CHECK ("fanpush_piloto"."votos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fanpush_voto" (
	"id" serial PRIMARY KEY NOT NULL,
	"fanpush_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"piloto1_id" integer NOT NULL,
	"piloto2_id" integer NOT NULL,
	"piloto3_id" integer NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"codigo_sms_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmado_em" timestamp with time zone,
	CONSTRAINT "fanpush_voto_usuario_uq" UNIQUE("fanpush_id","usuario_id"),
	CONSTRAINT "fanpush_voto_distintos_ck" CHECK ("fanpush_voto"."piloto1_id" <> "fanpush_voto"."piloto2_id" and "fanpush_voto"."piloto1_id" <> "fanpush_voto"."piloto3_id" and "fanpush_voto"."piloto2_id" <> "fanpush_voto"."piloto3_id"),
	CONSTRAINT "fanpush_voto_status_ck" CHECK ("fanpush_voto"."status" in ('pendente', 'confirmado')),
	CONSTRAINT "fanpush_voto_confirmado_ck" CHECK (("fanpush_voto"."status" = 'confirmado') = ("fanpush_voto"."confirmado_em" is not null))
);
--> statement-breakpoint
ALTER TABLE "fanpush" ADD CONSTRAINT "fanpush_etapa_id_etapa_id_fk" FOREIGN KEY ("etapa_id") REFERENCES "public"."etapa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fanpush_piloto" ADD CONSTRAINT "fanpush_piloto_fanpush_id_fanpush_id_fk" FOREIGN KEY ("fanpush_id") REFERENCES "public"."fanpush"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fanpush_piloto" ADD CONSTRAINT "fanpush_piloto_piloto_id_piloto_id_fk" FOREIGN KEY ("piloto_id") REFERENCES "public"."piloto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fanpush_voto" ADD CONSTRAINT "fanpush_voto_fanpush_id_fanpush_id_fk" FOREIGN KEY ("fanpush_id") REFERENCES "public"."fanpush"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fanpush_voto" ADD CONSTRAINT "fanpush_voto_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fanpush_voto" ADD CONSTRAINT "fanpush_voto_codigo_sms_id_codigo_sms_id_fk" FOREIGN KEY ("codigo_sms_id") REFERENCES "public"."codigo_sms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fanpush_voto" ADD CONSTRAINT "fanpush_voto_piloto1_fk" FOREIGN KEY ("fanpush_id","piloto1_id") REFERENCES "public"."fanpush_piloto"("fanpush_id","piloto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fanpush_voto" ADD CONSTRAINT "fanpush_voto_piloto2_fk" FOREIGN KEY ("fanpush_id","piloto2_id") REFERENCES "public"."fanpush_piloto"("fanpush_id","piloto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fanpush_voto" ADD CONSTRAINT "fanpush_voto_piloto3_fk" FOREIGN KEY ("fanpush_id","piloto3_id") REFERENCES "public"."fanpush_piloto"("fanpush_id","piloto_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fanpush_inicio_idx" ON "fanpush" USING btree ("data_inicio_votacao");--> statement-breakpoint
CREATE INDEX "fanpush_fim_idx" ON "fanpush" USING btree ("data_fim_votacao");--> statement-breakpoint
CREATE INDEX "fanpush_piloto_votos_idx" ON "fanpush_piloto" USING btree ("fanpush_id","votos");--> statement-breakpoint
CREATE INDEX "fanpush_voto_usuario_idx" ON "fanpush_voto" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "fanpush_voto_codigo_idx" ON "fanpush_voto" USING btree ("codigo_sms_id");