/** A distance as the lists show it: whole kilometres, at least 1 (a campus in town is "à 1 km"). */
export const formatKm = (km: number) => Math.max(1, Math.round(km));
