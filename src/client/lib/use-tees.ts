import { trpc } from './trpc';

/** The tees a match can be played on, grouped by course; none (offered with `casual`) means a casual match that keeps strokes only. */
export function useTees({ casual }: { casual: boolean } = { casual: true }) {
  const courses = trpc.golf.courses.useQuery(undefined);
  const tees = (courses.data ?? []).flatMap((course) => course.tees.map((tee) => ({ course, tee })));
  const options = [
    ...(casual ? [{ group: 'Casual', items: [{ value: '', label: 'No course: strokes only' }] }] : []),
    ...(courses.data ?? []).map((course) => ({
      group: course.name,
      items: course.tees.map((tee) => ({ value: String(tee.id), label: `${course.name}: ${tee.name}` })),
    })),
  ];
  /** "Men's ratings 72.1 / 128, par 72" for the chosen tees. */
  const describe = (teeId: number | null) => {
    const found = tees.find(({ tee }) => tee.id === teeId)?.tee;
    return found ? `${found.gender === 'men' ? "Men's" : "Women's"} ratings ${found.rating.toFixed(1)} / ${found.slope}, par ${found.par}` : undefined;
  };
  return { options, describe };
}
