/** Every cached read of a company's stored content (active version, versions, assets) starts with this. */
export const companyContentKey = (companyId: number) => ['content', companyId] as const;
