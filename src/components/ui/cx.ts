// Joins class names, skipping the empty ones: cx(styles.card, raised && styles.raised, className).
export const cx = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ');
