/**
 * The flags a template stage may carry, which the code asks for instead of stage codes (the values
 * of the stage_flag dictionary, schemas/dicts/project.json, and the `flag` enum of
 * schemas/meta/stage-templates.schema.json; tests/unit/stage-templates.test.ts keeps the three equal):
 * onsite_audit opens the team evaluation once a project is past this stage's start, decision allows
 * issuing a certificate from this stage on.
 */
export const STAGE_FLAG_VALUES = ['onsite_audit', 'decision'] as const;

export type StageFlag = (typeof STAGE_FLAG_VALUES)[number];
