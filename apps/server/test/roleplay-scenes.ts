import type { CharacterId } from '@tuning/shared/saga/characters';

/**
 * Roleplay conversations as students write them, for the roleplay tests and probes: each is
 * set up in its own words, played turn by turn, and (mostly) left. `expect` names what each turn
 * should get: `scene` an in-scene reply, `aside` an answer out of character that keeps the scene,
 * `exit` leaving it, `out` a normal reply after it, `crisis` care.
 */
export type SceneExpect = 'scene' | 'aside' | 'exit' | 'out' | 'crisis';

/** A message, what it should get, and words the reply should say back (the thing ordered…). */
export type SceneTurn = readonly [message: string, expect: SceneExpect, mentions?: string];

export interface SceneTalk {
  id: CharacterId;
  name: string;
  turns: readonly SceneTurn[];
}

export const ROLEPLAY_SCENES: readonly SceneTalk[] = [
  {
    id: 'tyson',
    name: 'barista and a customer who hates coffee',
    turns: [
      [
        "lets do a scene where ur a barista and i'm a customer who hates coffee",
        'scene',
        'customer who hates coffee',
      ],
      ['*walks in* hey', 'scene'],
      ['i order the biggest coffee u have', 'scene', 'the biggest coffee'],
      ['ew wait i hate coffee why did i order that', 'scene'],
      ['ok', 'scene'],
      ['*slams the cup down* this is disgusting', 'scene'],
      ['wait whats ur real major', 'aside'],
      ['what do u recommend then', 'scene'],
      ['lol ok stop the scene', 'exit'],
      ['how was ur day', 'out'],
    ],
  },
  {
    id: 'asahi',
    name: 'lab partners after the experiment blew up',
    turns: [
      [
        "ok roleplay: you're my lab partner and we just blew up the experiment",
        'scene',
        'blew up the experiment',
      ],
      ['*coughs through the smoke* are u ok??', 'scene'],
      ['what do we tell the professor', 'scene', 'professor'],
      ['*grabs the fire extinguisher*', 'scene', 'fire extinguisher'],
      ['ok what do u do next', 'scene'],
      ['*hides the broken beaker behind my back*', 'scene'],
      ['lol', 'scene'],
      ['can we go back to normal', 'exit'],
      ['do u actually like chem', 'out'],
    ],
  },
  {
    id: 'kazeo',
    name: 'stuck in an elevator',
    turns: [
      ["pretend we're stuck in an elevator", 'scene', 'stuck in an elevator'],
      ['*presses every button*', 'scene'],
      ['hello?? is anyone out there', 'scene'],
      ['how long do u think we will be stuck', 'scene'],
      ["*sits on the floor* i'm starving", 'scene'],
      ['ok', 'scene'],
      ['*the lights flicker* what was that', 'scene'],
      ['ok stop the roleplay', 'exit'],
    ],
  },
  {
    id: 'yurei',
    name: 'a dragon and a knight',
    turns: [
      ['lets roleplay, ur a dragon guarding a cave of gold and im a knight', 'scene', 'a knight'],
      ['*draws my sword* stand aside beast', 'scene', 'your sword'],
      ['why do u even guard it', 'scene'],
      ['*throws a rock at you*', 'scene'],
      ['fine. *sits down* can we negotiate', 'scene'],
      ['what do u want for the gold', 'scene'],
      ['lol ok end scene', 'exit'],
      ['that was fun', 'out'],
    ],
  },
  {
    id: 'kaizetsu',
    name: 'the council hall the night before a speech',
    turns: [
      ['rp time: we are in the council hall at night, ur about to give a speech', 'scene'],
      ['*sneaks in through the back door*', 'scene'],
      ['psst what are u doing here so late', 'scene'],
      ['*looks at your notes* is this the speech', 'scene'],
      ['ok what next', 'scene'],
      ['wait are u actually the villain', 'aside'],
      ['*knocks over the microphone*', 'scene'],
      ['ok im done lol', 'exit'],
    ],
  },
  {
    id: 'tyson',
    name: 'an interview at the radio station',
    turns: [
      [
        "practice: you're the interviewer and i'm applying for an internship at a radio station",
        'scene',
      ],
      ['*walks in and shakes your hand* hi im here for the interview', 'scene'],
      ['so what does the job involve', 'scene'],
      ["i guess my biggest strength is i'm organised", 'scene'],
      ['ok', 'scene'],
      ['do i get the job??', 'scene'],
      ['lol ok stop the scene', 'exit'],
      ['thanks that actually helped', 'out'],
    ],
  },
  {
    id: 'asahi',
    name: 'a mom hearing about a failed midterm',
    turns: [
      ["pretend ur my mom and i'm telling u i failed my chem midterm", 'scene', 'your mom'],
      ['*sits down at the kitchen table* so... i failed', 'scene'],
      ['are u mad at me', 'scene'],
      ["i'll study harder i promise", 'scene'],
      ['*hugs you*', 'scene'],
      ['ok stop the roleplay', 'exit'],
      ['thanks, i needed that', 'out'],
    ],
  },
  {
    id: 'kazeo',
    name: 'roommates and the eaten leftovers',
    turns: [
      [
        'lets do a scene, ur my roommate and i just ate ur leftover pizza',
        'scene',
        'my leftover pizza',
      ],
      ['*hides the pizza box*', 'scene'],
      ["what pizza?? i didn't see any pizza", 'scene'],
      ['ok fine it was me *hands you five dollars*', 'scene'],
      ['lol', 'scene'],
      ['what do we do now', 'scene'],
      ['wait whats ur real favorite food', 'aside'],
      ['*opens the fridge* theres nothing left anyway', 'scene'],
      ['ok back to normal', 'exit'],
    ],
  },
  {
    id: 'yurei',
    name: 'a student who walks into the library',
    turns: [
      ['*walks into the library* hey', 'scene'],
      ['what are u reading', 'scene'],
      ['*sits next to you*', 'scene'],
      ['can i borrow ur notes', 'scene'],
      ['ok', 'scene'],
      ['*drops all my books on the floor*', 'scene'],
      ['lol stop the scene', 'exit'],
      ['whats ur fav class for real', 'out'],
    ],
  },
  {
    id: 'tyson',
    name: 'pirates in a storm',
    turns: [
      ["pretend we're pirates and our ship is sinking in a storm", 'scene'],
      ['*grabs the wheel* which way captain', 'scene'],
      ['*slams the door to the cabin* what now', 'scene'],
      ['we need to throw the treasure overboard', 'scene'],
      ['ok', 'scene'],
      ['*jumps into the lifeboat*', 'scene'],
      ['where do we go', 'scene'],
      ['lol ok stop the scene', 'exit'],
      ['that was so dumb i love it', 'out'],
    ],
  },
  {
    id: 'asahi',
    name: 'a picky customer at a fancy restaurant',
    turns: [
      [
        "lets do a roleplay where you're a waiter at a fancy restaurant and im a really picky customer",
        'scene',
      ],
      ['*sits down and snaps my fingers* menu please', 'scene'],
      ["i'll have the soup but without the soup", 'scene', 'the soup'],
      ['this fork is dirty *holds up the fork*', 'scene'],
      ["what's the special", 'scene'],
      ['ok what next', 'scene'],
      ['i want to speak to ur manager', 'scene'],
      ['ok we can stop the roleplay lol', 'exit'],
    ],
  },
  {
    id: 'kaizetsu',
    name: 'spies in a museum at midnight',
    turns: [
      ["lets roleplay we're spies breaking into a museum at midnight", 'scene'],
      ['*crawls through the air vent*', 'scene'],
      ['do u see the guard', 'scene'],
      ['*cuts the wire* did it work', 'scene'],
      ['lol', 'scene'],
      ['ok what now', 'scene'],
      ['wait whats ur real bedtime lol', 'aside'],
      ['*grabs the diamond and runs*', 'scene', 'diamond'],
      ['ok stop the rp', 'exit'],
    ],
  },
  {
    id: 'yurei',
    name: 'a haunted house, and a risk said in it',
    turns: [
      ["pretend we're stuck in a haunted house", 'scene'],
      ['*hides behind you* what was that noise', 'scene'],
      ['ok', 'scene'],
      ['honestly i want to kill myself', 'crisis'],
      ['i dont know', 'out'],
      ['thanks for listening', 'out'],
    ],
  },
  {
    id: 'kazeo',
    name: 'a coach on the last lap',
    turns: [
      ['ok rp: ur my coach and im on the final stretch of the 5k', 'scene', 'your coach'],
      ['*gasps* my legs are jelly', 'scene'],
      ['how far is the finish', 'scene'],
      ['*sprints*', 'scene'],
      ['did i win', 'scene'],
      ['ok', 'scene'],
      ['stop the scene lol', 'exit'],
      ['do u actually run', 'out'],
    ],
  },
  {
    id: 'tyson',
    name: 'a professor asked for an extension',
    turns: [
      ['roleplay: ur my professor and im asking for an extension on my essay', 'scene'],
      ['*knocks on your office door* hi um do u have a minute', 'scene'],
      ['my dog ate my laptop', 'scene'],
      ["please i'll do anything", 'scene'],
      ['ok what do u say', 'scene'],
      ['*slams the door* fine', 'scene'],
      ['lol ok stop', 'exit'],
      ['do u think that would work irl', 'out'],
    ],
  },
  {
    id: 'kaizetsu',
    name: 'an alien meeting a student who just landed',
    turns: [
      ['lets pretend ur an alien and i just landed on ur planet', 'scene', 'landed on my planet'],
      ['*steps out of the spaceship* i come in peace', 'scene'],
      ['what is this place', 'scene'],
      ['*offers you a granola bar*', 'scene'],
      ['ok', 'scene'],
      ['take me to ur leader', 'scene'],
      ['can we go back to normal', 'exit'],
      ['how was ur day', 'out'],
    ],
  },
  {
    id: 'yurei',
    name: 'the radio tower before the festival',
    turns: [
      ["lets roleplay we're on the radio tower fixing the broadcast before the festival", 'scene'],
      ['*hands you the wrench*', 'scene'],
      ['is it working', 'scene'],
      ['*the signal cuts out* oh no', 'scene'],
      ['what next', 'scene'],
      ['lol', 'scene'],
      ['wait r u an ai', 'aside'],
      ['*fixes the cable* try it now', 'scene'],
      ['ok end the scene', 'exit'],
    ],
  },
];
