// A type guard for the lists GraphQL gives with nullable items: `list.filter(isPresent)`.
export const isPresent = <T>(value: T | null | undefined): value is T => value != null;
