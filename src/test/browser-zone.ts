/**
 * Puts the test's "browser" in an IANA zone, whatever the machine running it: jsdom's Intl is
 * Node's, and Node re-reads TZ when it is set, so `new Intl.DateTimeFormat().resolvedOptions()`
 * and Date answer in that zone. The client setup puts every test's browser on UTC to begin with. (A
 * module mock of the zone reader held only while a worker imported that module afresh for each
 * file; client workers keep their imports between files.)
 */
export function browserIn(zone: string): void {
  process.env.TZ = zone;
}
