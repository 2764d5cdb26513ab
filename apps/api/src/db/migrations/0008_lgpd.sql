ALTER TABLE "fanpush_voto" DROP CONSTRAINT "fanpush_voto_usuario_id_usuario_id_fk";
--> statement-breakpoint
ALTER TABLE "consentimento" ALTER COLUMN "usuario_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fanpush_voto" ALTER COLUMN "usuario_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessao_familia" ADD COLUMN "dispositivo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessao_familia" ADD COLUMN "ultimo_uso_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "fanpush_voto" ADD CONSTRAINT "fanpush_voto_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;