import type { Gantt, ZauzetostZaSve } from '@rp/contract';
import { sessionKeys } from '../session/api.ts';
import { posloviKeys } from './api.ts';

const DAY = 86_400_000;
/** Monday 2 November 2026, the stories' day. */
const MONDAY = Date.UTC(2026, 10, 2);
const day = (offset: number) => MONDAY + offset * DAY;
const row = (fields: Partial<Gantt['tasks'][number]> & Pick<Gantt['tasks'][number], 'id' | 'name' | 'level'>) => ({
  code: '',
  description: '',
  start: day(0),
  end: day(1) - 1,
  duration: 1,
  status: 'STATUS_UNDEFINED' as const,
  progress: 0,
  depends: '',
  collapsed: false,
  canWrite: true,
  assigs: [],
  pauze: [],
  ...fields,
});

export const storyGantt: Gantt = {
  tasks: [
    row({
      id: 'p1',
      name: 'Procena stana – Liman 3, Novi Sad',
      code: 'Petar Petrović',
      level: 0,
      end: day(10) - 1,
      duration: 8,
      status: 'STATUS_ACTIVE',
    }),
    row({
      id: '11',
      name: 'Prikupljanje dokumentacije',
      level: 1,
      status: 'STATUS_DONE',
      progress: 100,
      assigs: [{ id: 'a1', resourceId: 'r5', roleId: 'radnik', effort: 14_400_000 }],
    }),
    row({
      id: '12',
      name: 'Izlazak na teren i snimanje',
      level: 1,
      start: day(1),
      end: day(2) - 1,
      depends: '2',
      status: 'STATUS_ACTIVE',
      pauze: [{ Pocetak: '2026-11-03T11:00:00.000Z', Kraj: '2026-11-03T12:30:00.000Z' }],
      assigs: [{ id: 'a2', resourceId: 'r6', roleId: 'radnik', effort: 21_600_000 }],
    }),
    row({
      id: '13',
      name: 'Izrada izveštaja o proceni',
      level: 1,
      start: day(2),
      end: day(4) - 1,
      duration: 2,
      depends: '3',
    }),
    row({ id: '14', name: 'Kontrola i potpis izveštaja', level: 1, start: day(7), end: day(8) - 1, depends: '4:1' }),
    row({
      id: 'p2',
      name: 'Portfolio procena – OTP banka (40 stanova)',
      code: 'OTP banka Srbija a.d.',
      level: 0,
      start: day(2),
      end: day(9) - 1,
      duration: 6,
    }),
    row({
      id: '21',
      name: 'Desktop procene – prva serija',
      level: 1,
      start: day(2),
      end: day(5) - 1,
      duration: 3,
      status: 'STATUS_SUSPENDED',
    }),
    row({
      id: '22',
      name: 'Zbirni izveštaj za banku',
      level: 1,
      start: day(7),
      end: day(9) - 1,
      duration: 2,
      depends: '7',
    }),
  ],
  holidays: ['2026-11-11'],
  currentTime: '2026-11-03T10:00:00.000Z',
  verzije: { p1: 3, 11: 2, 12: 4, 13: 1, 14: 1, p2: 1, 21: 2, 22: 1 },
  resources: [
    { id: 'r5', name: 'Ivana Ilić' },
    { id: 'r6', name: 'Stefan Đorđević' },
  ],
  roles: [{ id: 'radnik', name: 'Radnik' }],
  canWrite: true,
};

export const storyZauzetost: ZauzetostZaSve = {
  itemList: [
    {
      Id: 5,
      naziv: 'Ivana Ilić',
      zadatakList: [
        {
          Id: 11,
          Naziv: 'Prikupljanje dokumentacije',
          Posao: 1,
          PosaoNaziv: 'Procena stana – Liman 3, Novi Sad',
          Status: 'zavrsen',
          Interval: { Pocetak: '2026-11-02T08:00:00.000Z', Kraj: '2026-11-02T16:00:00.000Z' },
          Pauze: [],
        },
      ],
      odsustva: [{ Vrsta: 'godisnji', Naziv: 'Godišnji odmor', Pocetak: '2026-11-09', Kraj: '2026-11-13' }],
    },
    {
      Id: 6,
      naziv: 'Stefan Đorđević',
      zadatakList: [
        {
          Id: 12,
          Naziv: 'Izlazak na teren i snimanje',
          Posao: 1,
          PosaoNaziv: 'Procena stana – Liman 3, Novi Sad',
          Status: 'uToku',
          Interval: { Pocetak: '2026-11-03T08:00:00.000Z', Kraj: '2026-11-03T16:00:00.000Z' },
          Pauze: [{ Pocetak: '2026-11-03T11:00:00.000Z', Kraj: '2026-11-03T12:30:00.000Z' }],
        },
      ],
      odsustva: [],
    },
  ],
  praznici: ['2026-11-11'],
  currentTime: '2026-11-03T10:00:00.000Z',
};

export const storyConfig: [readonly unknown[], unknown] = [
  sessionKeys.config(),
  { demo: false, demoLogins: [], tileUrl: '', geocoderUrl: '' },
];

export const ganttData = (gantt: Gantt = storyGantt): [readonly unknown[], unknown] => [posloviKeys.gantt({}), gantt];
export const zauzetostData: [readonly unknown[], unknown] = [posloviKeys.zauzetost([5, 6]), storyZauzetost];
