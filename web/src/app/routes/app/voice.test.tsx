import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import type { StyleGuide } from '@/lib/style-guide';
import { makeCompany } from '@/testing/companies';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubServer } from '@/testing/stub-server';

const signedIn = { isSignedIn: true, user: makeUser() };
const company = makeCompany({ id: 12 });

const savedGuide: StyleGuide = {
  tone: ['warm'],
  avoid: ['cheap'],
  preferredTerms: [],
  readingLevel: 'plain',
  pointOfView: 'we',
  language: 'en',
};

function serve(routes: Parameters<typeof stubServer>[0] = {}) {
  return stubServer(
    {
      'GET /api/companies/12': () => Response.json(company),
      'GET /api/companies/12/style-guide': () => Response.json(savedGuide),
      'GET /api/content/writer': () => Response.json({ builtIn: true }),
      ...routes,
    },
    signedIn,
  );
}

const voice = async () => within(await screen.findByRole('form', { name: 'Voice' }));

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the Voice panel of the profile page', () => {
  beforeEach(() => {
    dismissToast();
  });

  it("shows the company's guide and saves what the user changes", async () => {
    let sent: unknown;
    serve({
      'PUT /api/companies/12/style-guide': ({ body }) => {
        sent = body;
        return Response.json(body);
      },
    });
    renderApp('/profile?companyId=12');
    const panel = await voice();
    expect(await panel.findByLabelText('Tone')).toHaveValue('warm');
    expect(panel.getByLabelText('Words to avoid')).toHaveValue('cheap');

    await userEvent.type(panel.getByLabelText('Tone'), ', plain-spoken');
    await userEvent.type(panel.getByLabelText('Words to avoid'), '{enter}world-class');
    await userEvent.click(panel.getByRole('button', { name: 'Add a Preferred Term' }));
    await userEvent.type(panel.getByLabelText('Term 1: use'), 'members');
    await userEvent.type(panel.getByLabelText('Term 1: instead of'), 'customers');
    await choose('Reading level', 'Professional');
    await userEvent.click(panel.getByRole('button', { name: 'Save Voice' }));

    expect(await screen.findByText('Voice saved')).toBeInTheDocument();
    expect(sent).toEqual({
      tone: ['warm', 'plain-spoken'],
      avoid: ['cheap', 'world-class'],
      preferredTerms: [{ use: 'members', insteadOf: 'customers' }],
      readingLevel: 'professional',
      pointOfView: 'we',
      language: 'en',
    });
  });

  it("puts the server's messages under their fields and keeps what was typed", async () => {
    serve({
      'PUT /api/companies/12/style-guide': () =>
        Response.json(
          {
            message: "'Warm' is listed twice.",
            fieldErrors: { 'tone.1': "'Warm' is listed twice.", 'preferredTerms.0.use': "'cheap' is also on the avoid list." },
          },
          { status: 422 },
        ),
    });
    renderApp('/profile?companyId=12');
    const panel = await voice();
    await userEvent.type(await panel.findByLabelText('Tone'), ', Warm');
    await userEvent.click(panel.getByRole('button', { name: 'Add a Preferred Term' }));
    await userEvent.type(panel.getByLabelText('Term 1: use'), 'cheap');
    await userEvent.type(panel.getByLabelText('Term 1: instead of'), 'inexpensive');
    await userEvent.click(panel.getByRole('button', { name: 'Save Voice' }));

    expect(await panel.findByText("'Warm' is listed twice.")).toBeInTheDocument();
    expect(panel.getByText("'cheap' is also on the avoid list.")).toBeInTheDocument();
    expect(panel.getByLabelText('Tone')).toHaveValue('warm, Warm');
    expect(panel.getByLabelText('Tone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the suggestions from the interview, each to add', async () => {
    serve({
      'POST /api/companies/12/style-guide/suggest': () =>
        Response.json({ tone: ['warm', 'reassuring'], preferredTerms: [{ use: 'patients', insteadOf: 'customers' }], readingLevel: null }),
    });
    renderApp('/profile?companyId=12');
    const panel = await voice();
    await userEvent.click(await panel.findByRole('button', { name: 'Suggest from Interview' }));

    // 'warm' is in the guide already: only what is new is offered.
    expect(await panel.findByRole('button', { name: 'Add tone word reassuring' })).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Add tone word warm' })).not.toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Add tone word reassuring' }));
    expect(panel.getByLabelText('Tone')).toHaveValue('warm, reassuring');
    await userEvent.click(panel.getByRole('button', { name: '+ Say "patients", not "customers"' }));
    expect(panel.getByLabelText('Term 1: use')).toHaveValue('patients');
    expect(panel.getByText('Nothing new to suggest: the voice already says it.')).toBeInTheDocument();
  });

  it('learns from pasted copy and says what is wrong with the text', async () => {
    serve({
      'POST /api/companies/12/style-guide/learn': ({ body }) =>
        (body as { text: string }).text.trim() === ''
          ? Response.json(
              { message: 'Paste some of your published copy to learn from.', fieldErrors: { text: 'Paste some of your published copy to learn from.' } },
              { status: 422 },
            )
          : Response.json({ tone: ['conversational'], preferredTerms: [], readingLevel: 'professional' }),
    });
    renderApp('/profile?companyId=12');
    const panel = await voice();
    await userEvent.click(await panel.findByText('Learn from our copy'));
    await userEvent.click(panel.getByRole('button', { name: 'Learn from This Copy' }));
    expect(await panel.findByText('Paste some of your published copy to learn from.')).toBeInTheDocument();

    await userEvent.type(panel.getByLabelText('Copy you already publish'), "We're the friendly gym on the corner.");
    await userEvent.click(panel.getByRole('button', { name: 'Learn from This Copy' }));
    await userEvent.click(await panel.findByRole('button', { name: 'Use reading level: Professional' }));
    expect(panel.getByRole('combobox', { name: 'Reading level' })).toHaveTextContent('Professional');
  });

  it('keeps focus in the list when a preferred term is removed', async () => {
    serve();
    renderApp('/profile?companyId=12');
    const panel = await voice();
    const add = await panel.findByRole('button', { name: 'Add a Preferred Term' });
    await userEvent.click(add);
    await userEvent.click(add);
    await userEvent.type(panel.getByLabelText('Term 2: use'), 'members');
    await userEvent.click(panel.getByRole('button', { name: 'Remove preferred term 1' }));
    expect(panel.getByLabelText('Term 1: use')).toHaveFocus();
    expect(panel.getByLabelText('Term 1: use')).toHaveValue('members');
    await userEvent.click(panel.getByRole('button', { name: 'Remove preferred term 1' }));
    expect(add).toHaveFocus();
  });

  it('says plainly that the built-in writer writes English only', async () => {
    serve();
    renderApp('/profile?companyId=12');
    const panel = await voice();
    await panel.findByLabelText('Tone');
    expect(panel.queryByRole('note')).not.toBeInTheDocument();
    await choose('Content language', 'Spanish (Español)');
    expect(panel.getByRole('note')).toHaveTextContent(
      'The built-in writer writes English only. Generating content in Spanish (Español) will be refused',
    );
  });
});
