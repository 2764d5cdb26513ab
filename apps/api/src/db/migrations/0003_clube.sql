CREATE TABLE "captcha_usado" (
	"assinatura" text PRIMARY KEY NOT NULL,
	"expira_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cep_cache" (
	"cep" text PRIMARY KEY NOT NULL,
	"dados" jsonb NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "codigo_sms" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"finalidade" text NOT NULL,
	"telefone" text NOT NULL,
	"destino" text NOT NULL,
	"codigo_hash" text NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consentimento" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"finalidade" text NOT NULL,
	"concedido" boolean NOT NULL,
	"versao_texto" text NOT NULL,
	"origem" text NOT NULL,
	"concedido_por" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "falha_login" (
	"id" serial PRIMARY KEY NOT NULL,
	"chave" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_email" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"token_hash" text NOT NULL,
	"codigo_hash" text,
	"destino" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_email_token_uq" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessao_familia" (
	"id" text PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"revogada_em" timestamp with time zone,
	"motivo" text
);
--> statement-breakpoint
CREATE TABLE "sessao_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"familia_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"substituido_em" timestamp with time zone,
	CONSTRAINT "sessao_token_hash_uq" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"sobrenome" text DEFAULT '' NOT NULL,
	"genero" text DEFAULT '' NOT NULL,
	"cpf" text,
	"pais" text DEFAULT 'BR' NOT NULL,
	"estrangeiro" boolean DEFAULT false NOT NULL,
	"data_nascimento" date,
	"email" text NOT NULL,
	"telefone" text DEFAULT '' NOT NULL,
	"celular_ativo" boolean DEFAULT false NOT NULL,
	"data_alteracao_celular" timestamp with time zone,
	"cep" text DEFAULT '' NOT NULL,
	"logradouro" text DEFAULT '' NOT NULL,
	"bairro" text DEFAULT '' NOT NULL,
	"cidade" text DEFAULT '' NOT NULL,
	"uf" text DEFAULT '' NOT NULL,
	"senha_hash" text NOT NULL,
	"exige_responsavel" boolean DEFAULT false NOT NULL,
	"email_responsavel" text,
	"responsavel_autorizado_em" timestamp with time zone,
	"email_confirmado_em" timestamp with time zone,
	"codigo_sms_pendente" boolean DEFAULT false NOT NULL,
	"cadastro_completo" boolean DEFAULT false NOT NULL,
	"aceita_fluxo_fanpush" boolean DEFAULT false NOT NULL,
	"email_optin" boolean DEFAULT false NOT NULL,
	"sms_optin" boolean DEFAULT false NOT NULL,
	"whatsapp_optin" boolean DEFAULT false NOT NULL,
	"foto" text DEFAULT '' NOT NULL,
	"piloto_favorito_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_cpf_uq" UNIQUE("cpf"),
	CONSTRAINT "usuario_email_uq" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "usuario_resposta" (
	"usuario_id" integer NOT NULL,
	"id_pesquisa_perfil" integer NOT NULL,
	"resposta" text NOT NULL,
	CONSTRAINT "usuario_resposta_usuario_id_id_pesquisa_perfil_pk" PRIMARY KEY("usuario_id","id_pesquisa_perfil")
);
--> statement-breakpoint
ALTER TABLE "codigo_sms" ADD CONSTRAINT "codigo_sms_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consentimento" ADD CONSTRAINT "consentimento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_email" ADD CONSTRAINT "link_email_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessao_familia" ADD CONSTRAINT "sessao_familia_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessao_token" ADD CONSTRAINT "sessao_token_familia_id_sessao_familia_id_fk" FOREIGN KEY ("familia_id") REFERENCES "public"."sessao_familia"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_piloto_favorito_id_piloto_id_fk" FOREIGN KEY ("piloto_favorito_id") REFERENCES "public"."piloto"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_resposta" ADD CONSTRAINT "usuario_resposta_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "codigo_sms_destino_idx" ON "codigo_sms" USING btree ("destino","criado_em");--> statement-breakpoint
CREATE INDEX "codigo_sms_usuario_idx" ON "codigo_sms" USING btree ("usuario_id","finalidade","criado_em");--> statement-breakpoint
CREATE INDEX "consentimento_usuario_idx" ON "consentimento" USING btree ("usuario_id","finalidade","criado_em");--> statement-breakpoint
CREATE INDEX "falha_login_chave_idx" ON "falha_login" USING btree ("chave","criado_em");--> statement-breakpoint
CREATE INDEX "link_email_usuario_idx" ON "link_email" USING btree ("usuario_id","tipo","criado_em");--> statement-breakpoint
CREATE INDEX "sessao_familia_usuario_idx" ON "sessao_familia" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "sessao_token_familia_idx" ON "sessao_token" USING btree ("familia_id");