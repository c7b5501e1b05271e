/**
 * The jobs page against Prism's mock: staking rewards with nothing due and its last day paid, arbitrage returns
 * with two days due; a run done and one failed, waiting for its retry.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectPageHeading } from '../../test/page-heading.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { errorAnswer, throughPrism, type Change } from '../../test/through-prism.ts';
import { cellTexts, plain } from '../../test/text.ts';
import { admin, signedInAs } from '../../test/users.ts';

async function open(change?: Change) {
  const prism = throughPrism(change);
  const rendered = renderWithProviders(undefined, { path: '/admin/setting/jobs', queryClient: signedInAs(admin) });
  await expectPageHeading('Tâches planifiées');
  return { ...prism, ...rendered };
}

const job = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name}`) });

describe('setting/jobs', () => {
  it('shows each job with what is due, and one line per run with its status, amounts and error', async () => {
    await open();
    const breadcrumb = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(
      within(breadcrumb)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Accueil/', 'Administration/', 'Tâches planifiées']);
    const staking = await screen.findByRole('article', { name: /^Récompenses de staking/ });
    expect(plain(staking.textContent ?? '')).toContain('À exécuterRien');
    expect(plain(staking.textContent ?? '')).toContain('Dernière exécution24 nov. 2026 Terminée');
    expect(plain(job('Rendements d’arbitrage').textContent ?? '')).toContain(
      'À exécuter2 périodes : du 23 nov. 2026 au 24 nov. 2026',
    );

    const table = screen.getByRole('grid', { name: 'Exécutions des tâches, les plus récentes d’abord' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cellTexts)).toEqual([
      [
        'Rendements d’arbitrage',
        '24 nov. 2026',
        'En échec 2 tentatives',
        '1',
        '0,10 USDT',
        '25 nov. 2026, 00:05',
        '25 nov. 2026, 00:06',
        'the rate of the day is missing Nouvel essai le 25 nov. 2026, 00:11',
      ],
      [
        'Récompenses de staking',
        '24 nov. 2026',
        'Terminée',
        '2',
        '0,21 USDT',
        '25 nov. 2026, 00:05',
        '25 nov. 2026, 00:05',
        '—',
      ],
    ]);
    // The status reads in its tone: refused for a failed run, done for a finished one.
    expect(within(rows[0]!).getByText('En échec')).toHaveAttribute('data-tone', 'refused');
    expect(within(rows[1]!).getByText('Terminée')).toHaveAttribute('data-tone', 'done');
  });

  it('says what a start will run before it runs it, and what it ran after', async () => {
    const { user, sent } = await open();
    const arbitrage = await screen.findByRole('article', { name: /^Rendements d’arbitrage/ });
    await user.click(within(arbitrage).getByRole('button', { name: 'Lancer maintenant' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Lancer « Rendements d’arbitrage » maintenant ?' });
    expect(plain(dialog.textContent ?? '')).toContain(
      'La tâche exécutera 2 périodes, du 23 nov. 2026 au 24 nov. 2026.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent('POST', '/admin/jobs/arbitrage-returns/run')).toEqual([]);

    await user.click(within(arbitrage).getByRole('button', { name: 'Lancer maintenant' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Lancer' }));
    expect(await screen.findByText('2 périodes exécutées.')).toBeVisible();
    expect(sent('POST', '/admin/jobs/arbitrage-returns/run')).toHaveLength(1);
    // The runs are read again: the page shows what the start did.
    await waitFor(() => expect(sent('GET', '/admin/jobs/runs').length).toBeGreaterThan(1));

    await user.click(within(job('Récompenses de staking')).getByRole('button', { name: 'Lancer maintenant' }));
    const nothing = await screen.findByRole('alertdialog', { name: 'Lancer « Récompenses de staking » maintenant ?' });
    expect(nothing).toHaveTextContent('Aucune période n’est due : le lancement n’exécutera rien.');
  });

  it('says so when the job runs already, or goes on after the answer', async () => {
    let answer: 'running' | 'goes-on' = 'running';
    const { user } = await open((method, path) => {
      if (method !== 'POST' || path !== '/admin/jobs/arbitrage-returns/run') return undefined;
      return answer === 'running'
        ? errorAnswer(409, { message: 'This job is running now', code: 'JOB_RUNNING' })
        : Response.json({ job: 'arbitrage-returns', periods: [], finished: false });
    });
    const start = async () => {
      await user.click(within(job('Rendements d’arbitrage')).getByRole('button', { name: 'Lancer maintenant' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Lancer' }));
    };
    await screen.findByRole('article', { name: /^Rendements d’arbitrage/ });
    await start();
    expect(
      await screen.findByText('Cette tâche est déjà en cours : ses exécutions s’affichent ci-dessous.'),
    ).toBeVisible();
    answer = 'goes-on';
    await start();
    expect(
      await screen.findByText('La tâche continue en arrière-plan : ses exécutions s’affichent ci-dessous.'),
    ).toBeVisible();
  });

  it('says when no job has run yet, and holds the start of a job that runs', async () => {
    const prismFetch = globalThis.fetch;
    // Every job runs now, as Prism's own list has them otherwise.
    const running = async (input: string, init: RequestInit | undefined) => {
      const body = (await (await prismFetch(input, init)).json()) as { items: { running: boolean }[] };
      return Response.json({ items: body.items.map((item) => ({ ...item, running: true })) });
    };
    await open((_method, path, init, input) => {
      if (path === '/admin/jobs/runs') return Response.json({ items: [], total: 0, page: 1, pageSize: 20 });
      return path === '/admin/jobs' ? running(input, init) : undefined;
    });
    expect(await screen.findByText('Aucune exécution pour le moment.')).toBeVisible();
    const staking = job('Récompenses de staking');
    expect(within(staking).getByText('En cours')).toBeVisible();
    expect(within(staking).getByRole('button', { name: 'Lancer maintenant' })).toBeDisabled();
  });
  it('pages through the runs', async () => {
    const { user, sent } = await open((_method, path, _init, input) => {
      if (path !== '/admin/jobs/runs') return undefined;
      const page = Number(new URL(input).searchParams.get('page'));
      return Response.json({ items: [], total: 45, page, pageSize: 20 });
    });
    const pager = await screen.findByRole('navigation', { name: 'Pages des exécutions' });
    expect(pager).toHaveTextContent('Page 1 sur 3');
    await user.click(within(pager).getByRole('button', { name: 'Page suivante' }));
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Pages des exécutions' })).toHaveTextContent('Page 2 sur 3'),
    );
    expect(sent('GET', '/admin/jobs/runs').map((call) => call.search.get('page'))).toEqual(['1', '2']);
  });
});
