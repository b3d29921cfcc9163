export function clientBuildIsStale(): boolean;
export function buildClientIfStale(): void;
