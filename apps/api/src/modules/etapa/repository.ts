// Also read by the pages' heads (modules/paginas).
export { findNextStage } from '../../db/queries/stages.ts';
