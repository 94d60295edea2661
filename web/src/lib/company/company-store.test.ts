import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeCompany } from '@/testing/companies';
import { COMPANY_STORE_KEY, getSelectedCompany, useSelectedCompany } from './company-store';

const company = (id: number, name: string) => makeCompany({ id, name });

afterEach(() => {
  localStorage.clear();
});

describe('useSelectedCompany', () => {
  it('starts with no selection', () => {
    const { result } = renderHook(() => useSelectedCompany());
    expect(result.current.selectedCompany).toBeNull();
  });

  it('keeps the selected company object in localStorage under company-store', () => {
    const { result } = renderHook(() => useSelectedCompany());
    act(() => { result.current.selectCompany(company(7, 'Acme')); });

    expect(result.current.selectedCompany).toMatchObject({ id: 7, name: 'Acme' });
    expect(JSON.parse(localStorage.getItem(COMPANY_STORE_KEY) ?? 'null')).toMatchObject({ id: 7, name: 'Acme' });
  });

  it('reads a selection kept from an earlier visit', () => {
    localStorage.setItem(COMPANY_STORE_KEY, JSON.stringify(company(3, 'Kept')));
    const { result } = renderHook(() => useSelectedCompany());
    expect(result.current.selectedCompany).toMatchObject({ id: 3, name: 'Kept' });
  });

  it('re-renders every user when the selection changes or is cleared', () => {
    const first = renderHook(() => useSelectedCompany());
    const second = renderHook(() => useSelectedCompany());

    act(() => { first.result.current.selectCompany(company(1, 'One')); });
    expect(second.result.current.selectedCompany?.name).toBe('One');

    act(() => { second.result.current.clearSelectedCompany(); });
    expect(first.result.current.selectedCompany).toBeNull();
    expect(localStorage.getItem(COMPANY_STORE_KEY)).toBeNull();
  });

  it('returns the same object while nothing changed', () => {
    localStorage.setItem(COMPANY_STORE_KEY, JSON.stringify(company(3, 'Kept')));
    expect(getSelectedCompany()).toBe(getSelectedCompany());
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useSelectedCompany());
    act(() => {
      localStorage.setItem(COMPANY_STORE_KEY, JSON.stringify(company(9, 'Other tab')));
      window.dispatchEvent(new StorageEvent('storage', { key: COMPANY_STORE_KEY }));
    });
    expect(result.current.selectedCompany?.name).toBe('Other tab');
  });

  it('treats unreadable stored text as no selection', () => {
    localStorage.setItem(COMPANY_STORE_KEY, '{not json');
    const { result } = renderHook(() => useSelectedCompany());
    expect(result.current.selectedCompany).toBeNull();

    localStorage.setItem(COMPANY_STORE_KEY, JSON.stringify({ name: 'no id' }));
    expect(getSelectedCompany()).toBeNull();
  });
});
