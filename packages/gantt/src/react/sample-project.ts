import { createPlanner } from '../model/planner.ts';
import type { Planner } from '../model/planner.ts';
import type { ProjectPayload, TaskPayload, ZoomLevel } from '../model/types.ts';
import { generateProject } from '../model/generate-project.ts';

/** A fixed clock for stories, tests and the benchmark: Wednesday 18 November 2026, noon UTC. */
export const SAMPLE_NOW = Date.UTC(2026, 10, 18, 12);
export const SAMPLE_HOLIDAYS = ['2026-11-11'];
const day = (d: number): number => Date.UTC(2026, 10, d);

const HOURS = 3_600_000;

const TASKS: TaskPayload[] = [
  {
    id: 1,
    name: 'Procena stana Bulevar oslobođenja 12',
    code: 'PR-2026-118',
    level: 0,
    status: 'STATUS_ACTIVE',
    startIsMilestone: true,
    start: day(2),
    duration: 16,
    description: 'Stan 64 m², Novi Sad, nalog Banke Intesa',
  },
  { id: 2, name: 'Priprema', level: 1, start: day(2), duration: 4 },
  {
    id: 3,
    name: 'Prijem naloga banke',
    code: 'P-01',
    level: 2,
    start: day(2),
    duration: 1,
    progress: 100,
    status: 'STATUS_DONE',
    assigs: [{ id: 'a1', resourceId: 'r1', roleId: 'ro1', effort: 2 * HOURS }],
  },
  {
    id: 4,
    name: 'Prikupljanje dokumentacije',
    code: 'P-02',
    level: 2,
    start: day(3),
    duration: 3,
    depends: '3',
    progress: 60,
    assigs: [{ id: 'a2', resourceId: 'r2', roleId: 'ro2', effort: 6 * HOURS }],
  },
  { id: 5, name: 'Snimanje na terenu', level: 1, start: day(3), duration: 5 },
  {
    id: 6,
    name: 'Zakazivanje uviđaja sa vlasnikom',
    code: 'S-01',
    level: 2,
    start: day(3),
    duration: 1,
    depends: '3',
    progress: 100,
    status: 'STATUS_DONE',
    assigs: [{ id: 'a3', resourceId: 'r2', roleId: 'ro2', effort: HOURS }],
  },
  {
    id: 7,
    name: 'Uviđaj i fotografisanje stana',
    code: 'S-02',
    level: 2,
    start: day(5),
    duration: 1,
    depends: '6:1',
    progress: 30,
    assigs: [{ id: 'a4', resourceId: 'r1', roleId: 'ro1', effort: 4 * HOURS }],
  },
  {
    id: 8,
    name: 'Merenje površina',
    code: 'S-03',
    level: 2,
    start: day(6),
    duration: 2,
    depends: '7',
    assigs: [{ id: 'a5', resourceId: 'r3', roleId: 'ro2', effort: 5 * HOURS }],
  },
  { id: 9, name: 'Analiza tržišta', level: 1, start: day(6), duration: 4 },
  {
    id: 10,
    name: 'Izbor komparativa (Liman, Grbavica)',
    code: 'A-01',
    level: 2,
    start: day(6),
    duration: 2,
    depends: '7',
    assigs: [{ id: 'a6', resourceId: 'r1', roleId: 'ro1', effort: 6 * HOURS }],
  },
  {
    id: 11,
    name: 'Korekcije i jedinična cena',
    code: 'A-02',
    level: 2,
    start: day(10),
    duration: 2,
    depends: '10',
    status: 'STATUS_SUSPENDED',
  },
  { id: 12, name: 'Izrada izveštaja', level: 1, start: day(13), duration: 8 },
  {
    id: 13,
    name: 'Nacrt izveštaja o proceni',
    code: 'I-01',
    level: 2,
    start: day(13),
    duration: 3,
    depends: '4,8,11',
    assigs: [{ id: 'a7', resourceId: 'r1', roleId: 'ro1', effort: 12 * HOURS }],
  },
  {
    id: 14,
    name: 'Kontrola i potpis procenitelja',
    code: 'I-02',
    level: 2,
    start: day(18),
    duration: 3,
    depends: '13',
    pauze: [{ start: day(19), end: day(20) }],
    assigs: [{ id: 'a8', resourceId: 'r3', roleId: 'ro3', effort: 2 * HOURS }],
  },
  { id: 15, name: 'Slanje izveštaja banci', code: 'I-03', level: 2, start: day(24), duration: 1, depends: '14:1' },
];

export interface SampleOptions {
  canWrite?: boolean;
  zoom?: ZoomLevel;
  /** The first worker's name (a long one, for layout stories). */
  firstResourceName?: string;
}

/** 'Procena stana Bulevar oslobođenja 12': a realistic valuation project for stories, tests and screenshots. */
export function createSamplePlanner(options: SampleOptions = {}): Planner {
  const payload: ProjectPayload = {
    tasks: TASKS.map((task): TaskPayload => ({ status: 'STATUS_ACTIVE', ...task })),
    resources: [
      { id: 'r1', name: options.firstResourceName ?? 'Marko Petrović' },
      { id: 'r2', name: 'Jelena Jovanović' },
      { id: 'r3', name: 'Nikola Ilić' },
    ],
    roles: [
      { id: 'ro1', name: 'Procenitelj' },
      { id: 'ro2', name: 'Saradnik' },
      { id: 'ro3', name: 'Kontrolor' },
    ],
    canWrite: options.canWrite ?? true,
    canWriteOnParent: true,
    zoom: options.zoom ?? 'w',
  };
  return createPlanner(payload, { holidays: SAMPLE_HOLIDAYS, now: () => SAMPLE_NOW });
}

export function createEmptyPlanner(): Planner {
  return createPlanner({ tasks: [], canWrite: true, zoom: 'w' }, { now: () => SAMPLE_NOW });
}

/** A generated project of `tasks` tasks (seeded, so every run draws the same). */
export function createGeneratedPlanner(tasks: number, zoom: ZoomLevel = 'w'): Planner {
  const payload = generateProject({ tasks, seed: 11, start: Date.UTC(2026, 0, 5) });
  return createPlanner({ ...payload, zoom, canWrite: true, canWriteOnParent: true }, { now: () => SAMPLE_NOW });
}
