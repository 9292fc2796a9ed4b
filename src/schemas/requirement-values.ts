// Apart from trade.ts so that the requirement form can offer them without loading zod.

export const requirementUnits = ['kg', 't', 'g'] as const;
