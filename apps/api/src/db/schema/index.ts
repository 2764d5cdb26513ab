export * from './site.ts';
export * from './racing.ts';
export * from './content.ts';
export * from './clube.ts';
export * from './fanpush.ts';
export * from './hall-of-fame.ts';
export * from './quiz.ts';
export * from './clube-conteudo.ts';
