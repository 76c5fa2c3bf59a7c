import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { FOCUS_MODE_ATTRIBUTE, watchFocusMode } from './use-focus-mode.ts';

let area: HTMLDivElement;
let box: HTMLTextAreaElement;
let outside: HTMLButtonElement;
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  area = document.createElement('div');
  box = document.createElement('textarea');
  area.append(box);
  outside = document.createElement('button');
  document.body.append(area, outside);
  stop = watchFocusMode(area);
});

afterEach(() => {
  stop();
  area.remove();
  outside.remove();
  vi.useRealTimers();
});

const on = () => document.documentElement.hasAttribute(FOCUS_MODE_ATTRIBUTE);

function pointer(type: 'pointerdown' | 'pointerup' | 'pointercancel', pointerId = 1) {
  const event = Object.assign(new Event(type, { bubbles: true }), { pointerId, isPrimary: true });
  outside.dispatchEvent(event);
}

test('follows the focus into and out of the area, once the task that moved it is over', () => {
  expect(on()).toBe(false);
  box.focus();
  // Not during the tap (its click still has to land where the finger is)...
  expect(on()).toBe(false);
  vi.runAllTimers();
  // ...right after it.
  expect(on()).toBe(true);
  outside.focus();
  expect(on()).toBe(true);
  vi.runAllTimers();
  expect(on()).toBe(false);
});

test('never changes while a pointer is down: its release looks at the focus again', () => {
  box.focus();
  vi.runAllTimers();
  pointer('pointerdown');
  outside.focus();
  vi.runAllTimers();
  expect(on()).toBe(true);
  pointer('pointerup');
  expect(on()).toBe(true);
  vi.runAllTimers();
  expect(on()).toBe(false);

  // A press that turns into a scroll (cancelled) counts as released too.
  pointer('pointerdown', 2);
  box.focus();
  vi.runAllTimers();
  expect(on()).toBe(false);
  pointer('pointercancel', 2);
  vi.runAllTimers();
  expect(on()).toBe(true);
});

test('reads the real focus: a focus that went and came back within a tap changes nothing', () => {
  box.focus();
  vi.runAllTimers();
  outside.focus();
  box.focus();
  vi.runAllTimers();
  expect(on()).toBe(true);
});

test('the cleanup ends focus mode and stops watching', () => {
  box.focus();
  vi.runAllTimers();
  stop();
  expect(on()).toBe(false);
  outside.focus();
  box.focus();
  vi.runAllTimers();
  expect(on()).toBe(false);
  stop = () => undefined;
});
