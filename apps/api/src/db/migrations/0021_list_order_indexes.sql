DROP INDEX "galeria_categoria_data_idx";--> statement-breakpoint
DROP INDEX "noticia_categoria_data_idx";--> statement-breakpoint
DROP INDEX "imagem_criado_em_idx";--> statement-breakpoint
CREATE INDEX "galeria_categoria_data_idx" ON "galeria" USING btree ("categoria_id","data_publicacao" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "noticia_categoria_data_idx" ON "noticia" USING btree ("categoria_id","data_publicacao" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "imagem_criado_em_idx" ON "imagem" USING btree ("criado_em" DESC NULLS FIRST);