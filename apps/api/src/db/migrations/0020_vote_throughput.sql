-- Issue 13 (1,000 votes/s): a confirmation appends its picks here instead of raising three
-- shared counter rows; a job folds them into fanpush_piloto.votos about once a second.
CREATE TABLE "fanpush_contagem_pendente" (
	"fanpush_id" integer NOT NULL,
	"piloto_id" integer NOT NULL
);
--> statement-breakpoint
-- The leaderboard sorts the 24 rows of a vote in memory; without this index the counter
-- updates are HOT (no index entry per update).
DROP INDEX "fanpush_piloto_votos_idx";