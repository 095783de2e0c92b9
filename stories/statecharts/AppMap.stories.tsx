import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { StatechartName } from '../../machines/index.ts';
import styles from './AppMap.module.css';
import { appMap, shellMachines } from './appMap.ts';

/** The chart's story in Storybook's own page (the preview is a frame inside it, so the link opens at the top). */
const chartHref = (name: StatechartName) => `./?path=/story/statecharts-${name.toLowerCase()}--explore`;

function ChartLinks({ machines }: { machines: StatechartName[] }) {
  return (
    <ul className={styles.machines}>
      {machines.map((name) => (
        <li key={name}>
          <a href={chartHref(name)} target="_top">
            {name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Every route, the screen it renders and the machines that drive it, each machine linking to its chart. */
function AppMap() {
  return (
    <main className={styles.map}>
      <h1>Map of the app</h1>
      <div className={styles.intro}>
        Each page of Potluck, the screen it shows and the statecharts behind it. Open a chart to walk its
        states with the screen beside it. Behind every member page, the shell’s machines run too:{' '}
        <ChartLinks machines={shellMachines} />
      </div>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Address</th>
            <th scope="col">Page</th>
            <th scope="col">Screen</th>
            <th scope="col">Machines (charts)</th>
          </tr>
        </thead>
        <tbody>
          {appMap.map((row) => (
            <tr key={`${row.path} ${row.page}`}>
              <td>
                <code>{row.path}</code>
              </td>
              <td>
                {row.page}
                {row.visitor ? ' · visitors' : ''}
              </td>
              <td>{row.screen}</td>
              <td>
                <ChartLinks machines={row.machines} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

const meta = {
  title: 'Statecharts/Map of the app',
  component: AppMap,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The potluck page is driven by the potluck machine, and its name opens that chart. */
export const Routes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The member's row (the visitors' /potluck/:id is a guest's without an account).
    const row = canvas
      .getAllByRole('row', { name: /\/potluck\/:id/ })
      .find((r) => !/visitors/.test(r.textContent ?? ''));
    if (!row) throw new Error('No member row for /potluck/:id');
    const link = within(row).getByRole('link', { name: 'potluckMachine' });
    await expect(link).toHaveAttribute('href', './?path=/story/statecharts-potluckmachine--explore');
    await expect(canvas.getAllByRole('row')).toHaveLength(appMap.length + 1);
  },
};
