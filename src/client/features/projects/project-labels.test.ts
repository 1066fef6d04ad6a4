import { describe, expect, it } from 'vitest';
import { isOverdue, todayIsoDay } from './project-labels.js';

describe('todayIsoDay', () => {
  it('writes the local date as YYYY-MM-DD', () => {
    expect(todayIsoDay(new Date(2026, 2, 5, 23, 30))).toBe('2026-03-05');
  });
});

describe('isOverdue', () => {
  const today = '2026-03-05';
  it('is overdue after the due day until the project is completed', () => {
    expect(isOverdue({ dueDate: '2026-03-04', status: 'in-progress' }, today)).toBe(true);
    expect(isOverdue({ dueDate: '2026-03-04', status: 'on-hold' }, today)).toBe(true);
    expect(isOverdue({ dueDate: '2026-03-04', status: 'completed' }, today)).toBe(false);
  });

  it('is on time on the due day, before it, and without a due date', () => {
    expect(isOverdue({ dueDate: today, status: 'planning' }, today)).toBe(false);
    expect(isOverdue({ dueDate: '2026-04-01', status: 'planning' }, today)).toBe(false);
    expect(isOverdue({ dueDate: null, status: 'planning' }, today)).toBe(false);
  });
});
