CREATE TABLE "auditoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer,
	"staff_email" text NOT NULL,
	"papel" text NOT NULL,
	"entidade" text NOT NULL,
	"entidade_id" text NOT NULL,
	"acao" text NOT NULL,
	"antes" jsonb,
	"depois" jsonb,
	"ip" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"nome" text NOT NULL,
	"papel" text NOT NULL,
	"senha_hash" text,
	"totp_segredo" text,
	"totp_ultimo_passo" integer,
	"ativo" boolean DEFAULT true NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_email_uq" UNIQUE("email"),
	CONSTRAINT "staff_papel_ck" CHECK ("staff"."papel" in ('admin','editor','marketing','commercial','club','race-control'))
);
--> statement-breakpoint
CREATE TABLE "staff_convite" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"totp_segredo" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_convite_hash_uq" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "sessao_familia" ALTER COLUMN "usuario_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessao_familia" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "staff_convite" ADD CONSTRAINT "staff_convite_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_em_idx" ON "auditoria" USING btree ("em");--> statement-breakpoint
CREATE INDEX "auditoria_entidade_idx" ON "auditoria" USING btree ("entidade","entidade_id");--> statement-breakpoint
CREATE INDEX "auditoria_staff_idx" ON "auditoria" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_convite_staff_idx" ON "staff_convite" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "sessao_familia" ADD CONSTRAINT "sessao_familia_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessao_familia_staff_idx" ON "sessao_familia" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "sessao_familia" ADD CONSTRAINT "sessao_familia_dono_ck" CHECK (num_nonnulls("sessao_familia"."usuario_id", "sessao_familia"."staff_id") = 1);