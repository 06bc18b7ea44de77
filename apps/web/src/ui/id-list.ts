/**
 * Id lists travel as comma lists ("1,2,3"), which the contracts' idList reads. The table's inputs accept
 * arrays too, but a form body drops an empty array, and an empty set must still be sent: '' is the empty
 * list (saveClass's teacherIds / studentIds, setSupportLinks's studentIds replace the whole set).
 */
export function idListParam(ids: readonly number[]): string {
  return ids.join(',');
}
