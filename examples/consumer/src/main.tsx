// An app outside the RP workspace: it installs the packed packages and imports only what they publish.
import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createPlanner, type ProjectPayload } from '@rp/gantt';
import { PlanningEditor } from '@rp/gantt/react';
import { DateField } from '@rp/fields/react';
import { DataTable } from '@rp/ui';
import { ApiClientError } from '@rp/client';
import { procenaListSchema } from '@rp/contract';
// One stylesheet: @rp/gantt's includes the design system's (see its README).
import '@rp/gantt/styles.css';

const NOW = Date.UTC(2025, 0, 8, 9);
const project: ProjectPayload = {
  tasks: [
    { id: 1, name: 'Procena Novi Sad', level: 0, start: Date.UTC(2025, 0, 6), duration: 10, status: 'STATUS_ACTIVE' },
    { id: 2, name: 'Snimanje', level: 1, start: Date.UTC(2025, 0, 6), duration: 2 },
    { id: 3, name: 'Izveštaj', level: 1, start: Date.UTC(2025, 0, 9), duration: 3, depends: '2' },
  ],
  canWrite: true,
  zoom: 'w',
};

interface Row {
  id: string;
  klijent: string;
  mesto: string;
}
const rows: Row[] = [
  { id: '1', klijent: 'Petrović d.o.o.', mesto: 'Novi Sad' },
  { id: '2', klijent: 'Jovanović', mesto: 'Sremska Kamenica' },
];
const columns = [
  { accessorKey: 'klijent', header: 'Klijent' },
  { accessorKey: 'mesto', header: 'Mesto' },
];

function App() {
  const planner = useMemo(() => createPlanner(project, { now: () => NOW }), []);
  const [date, setDate] = useState('');
  // The client and the contract load too (their types and schemas), though nothing is fetched here.
  const isClientLoaded = typeof ApiClientError === 'function' && typeof procenaListSchema.safeParse === 'function';
  return (
    <main className="flex flex-col gap-4 p-4">
      <h1 className="text-xl font-semibold">RP packages in another app</h1>
      <label htmlFor="pocetak">Početak</label>
      <DateField id="pocetak" value={date} onValueChange={setDate} />
      <DataTable caption="Procene" data={rows} columns={columns} getRowId={(row) => row.id} maxHeight="200px" />
      <PlanningEditor planner={planner} now={NOW} height={420} warnOnUnsavedData={false} />
      <p data-testid="client">{isClientLoaded ? 'client ready' : 'client missing'}</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
