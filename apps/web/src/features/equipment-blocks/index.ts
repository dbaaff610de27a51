export { type Autofill, choice, type FieldMessages, type Step5BlockFacts, text } from './block-definition.ts';
export { BLOCKS, type BlockValues } from './blocks.ts';
