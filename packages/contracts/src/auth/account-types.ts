/** Account types: member 0; agents 1, 2, 41, 42; trial 4. Plain values, so clients can use them without zod. */
export const MEMBER_TYPE = 0;
export const TRIAL_TYPE = 4;
export const agentTypes = [1, 2, 41, 42] as const;
export const isAgentType = (type: number): boolean => (agentTypes as readonly number[]).includes(type);
