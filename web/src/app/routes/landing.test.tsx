import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { stubServer } from '@/testing/stub-server';

const siteContent = (entries: Record<string, string>) => () =>
  Response.json(Object.entries(entries).map(([key, content]) => ({ key, description: '', content })));

const SECTIONS = [
  ['landing.features', 'From customer insight to copy that converts'],
  ['landing.how_it_works', 'How It Works'],
  ['landing.testimonials', 'What our users say'],
  ['landing.pricing', 'Simple, transparent pricing'],
] as const;

describe('landing page', () => {
  it('shows its built-in texts when site content cannot be read', async () => {
    const fetchMock = stubServer({
      'GET /api/site-content': () => Response.json({ message: 'Not found' }, { status: 404 }),
    });
    renderApp('/');

    expect(screen.getByRole('heading', { level: 1, name: 'Smart marketing built to convert' })).toBeInTheDocument();
    expect(screen.getByText('AI-Powered Marketing Solution')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Waiting List' })).toHaveAttribute('href', '/waitlist');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledWith('/api/site-content', expect.anything());
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Smart marketing built to convert' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'How It Works' })).not.toBeInTheDocument();
  });

  it('replaces its texts in place with the site content', async () => {
    stubServer({
      'GET /api/site-content': siteContent({
        'landing.headline': 'Messaging your customers recognise',
        'landing.subheadline': 'Answer four sections, get copy that converts.',
        'landing.badge': 'Now in private beta',
        'landing.cta': 'Get early access',
        'comingsoon.title': 'Not for the landing page',
      }),
    });
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Messaging your customers recognise' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Answer four sections, get copy that converts.')).toBeInTheDocument();
    expect(screen.getByText('Now in private beta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get early access' })).toHaveAttribute('href', '/waitlist');
    expect(screen.queryByText('AI-Powered Marketing Solution')).not.toBeInTheDocument();
  });

  it('keeps the hidden sections hidden unless their key is show', async () => {
    stubServer({
      'GET /api/site-content': siteContent({
        'landing.headline': 'Loaded',
        'landing.features': 'hide',
        'landing.how_it_works': 'yes',
        'landing.pricing': 'shown',
      }),
    });
    renderApp('/');

    await screen.findByRole('heading', { level: 1, name: 'Loaded' });
    for (const [, heading] of SECTIONS) {
      expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('navigation', { name: 'Footer' })).not.toBeInTheDocument();
  });

  it('shows every section whose key is show', async () => {
    stubServer({
      'GET /api/site-content': siteContent({
        'landing.features': 'show',
        'landing.how_it_works': 'show',
        'landing.testimonials': 'show',
        'landing.pricing': ' Show ',
        'landing.footer': 'show',
      }),
    });
    renderApp('/');

    for (const [, heading] of SECTIONS) {
      expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    const features = screen.getByRole('region', { name: 'From customer insight to copy that converts' });
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(3);

    const steps = within(screen.getByRole('region', { name: 'How It Works' })).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Step 1: Complete Interviews',
      'Step 2: AI Analysis',
      'Step 3: Content Generation',
    ]);

    const quotes = within(screen.getByRole('region', { name: 'What our users say' })).getAllByRole('blockquote');
    expect(quotes).toHaveLength(6);
    expect(quotes.some((quote) => quote.textContent.includes('28% increase in conversions'))).toBe(true);

    const pricing = screen.getByRole('region', { name: 'Simple, transparent pricing' });
    for (const [tier, price] of [['Basic', '$49'], ['Standard', '$99'], ['Premium', '$199']] as const) {
      expect(within(pricing).getByRole('heading', { level: 3, name: tier })).toBeInTheDocument();
      expect(within(pricing).getByText(price)).toBeInTheDocument();
      expect(within(pricing).getByRole('link', { name: `Choose ${tier}` })).toHaveAttribute('href', '/waitlist');
    }
    expect(within(pricing).getByText('Most Popular')).toBeInTheDocument();
    expect(within(pricing).getByText('Room for every company you write for')).toBeInTheDocument();

    const footerLinks = within(screen.getByRole('navigation', { name: 'Footer' })).getAllByRole('link');
    expect(footerLinks.length).toBeGreaterThan(0);
    for (const link of footerLinks) expect(link).toHaveAttribute('href', '/waitlist');
  });

  it('reads the plans from the site content, a price that is not a number showing the built-in one', async () => {
    stubServer({
      'GET /api/site-content': siteContent({
        'landing.pricing': 'show',
        'pricing.basic.price': '59',
        'pricing.basic.features': '- One company profile\n\n  Website content  \n',
        'pricing.standard.name': 'Team',
        'pricing.standard.price': ' $120.50 ',
        'pricing.premium.price': 'call us',
      }),
    });
    renderApp('/');

    const pricing = await screen.findByRole('region', { name: 'Simple, transparent pricing' });
    /** The plan whose heading is `name`. */
    const plan = (name: string) => {
      const card = within(pricing).getByRole('heading', { level: 3, name }).closest('li');
      if (!card) throw new Error(`No plan ${name}`);
      return within(card);
    };

    expect(plan('Basic').getByText('$59')).toBeInTheDocument();
    expect(plan('Basic').getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'One company profile',
      'Website content',
    ]);
    expect(plan('Team').getByText('$120.50')).toBeInTheDocument();
    expect(plan('Team').getByText('Most Popular')).toBeInTheDocument();
    expect(plan('Team').getByRole('link', { name: 'Choose Team' })).toHaveAttribute('href', '/waitlist');
    expect(plan('Team').getByText('A quality score and notes on every version')).toBeInTheDocument();
    expect(plan('Premium').getByText('$199')).toBeInTheDocument();
    expect(within(pricing).queryByText(/call us/)).not.toBeInTheDocument();
  });
});
