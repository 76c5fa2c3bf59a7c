import { describe, expect, test } from 'vitest';
import { readMessage } from '../read/read-message.ts';
import { sceneTurnOf, type RoleplayAction } from './roleplay-action.ts';

const turn = (message: string, inScene = false) => sceneTurnOf(readMessage(message), inScene);

describe('sceneTurnOf', () => {
  test.each<[string, RoleplayAction]>([
    ['*walks over and sits down next to you*', 'approach'],
    ['*pulls up a chair*', 'approach'],
    ['_grabs ur arm_', 'take'],
    ['*hands u my notes* here', 'give'],
    ['*tosses you a granola bar*', 'give'],
    ['*throws a pillow at you*', 'attack'],
    ['*hugs you*', 'touch'],
    ['*ducks behind the couch*', 'hide'],
    ['*sprints toward the fountain*', 'move'],
    ['*peeks at your screen*', 'look'],
    ['*cracks up*', 'laugh'],
    ['*opens my laptop and starts typing*', 'work'],
    ['*sips my iced coffee*', 'eat'],
    ['*starts humming*', 'music'],
    ['*shrugs*', 'wait'],
  ])('%s is %s', (message, action) => {
    expect(turn(message).action).toBe(action);
  });

  test('the first thing done wins', () => {
    expect(turn('*sits down and then looks at the screen*').action).toBe('approach');
    expect(turn('*looks at the screen and then sits down*').action).toBe('look');
  });

  test('"wait" opening a question is not an action', () => {
    expect(turn('wait why is it red', true).action).toBeUndefined();
    expect(turn('*waits for you by the door*').action).toBe('wait');
  });

  test('inside a scene, an action may be written plainly', () => {
    expect(turn('i grab the other end of the cable', true).action).toBe('take');
    expect(turn('i grab the other end of the cable', false).action).toBeUndefined();
  });

  test('reads what the speech beside the action asks', () => {
    expect(turn('*sits next to you at the lab* what are we building')).toEqual({
      action: 'approach',
      asks: 'what',
    });
    expect(turn('*hides behind the vending machine* who is that??').asks).toBe('who');
    expect(turn('*follows you* wait where are we going?').asks).toBe('where');
    expect(turn('*sits down* i know what you did').asks).toBeUndefined();
    expect(turn('*follows you* where are we going?').asks).toBe('where');
    expect(turn('*waves*').asks).toBeUndefined();
  });
});
