Feature: Audit 5: the steps of each phase (chapter 7) meeting the rule processes (chapter 11)

  Written from the JP 1.04 text alone, in the contract's phrases, before reading the engine
  (issue 18, fifth audit). Each comment and expected outcome was written before the first run.

  Background:
    Given the cards:
      | name          | type     | rank | color | traits  | threat | counter | invasion | text |
      | Godzilla      | monster  | I    | red   | ゴジラ  | 10000  |         | 1        |      |
      | Godzilla Alt  | monster  | I    | red   | ゴジラ  | 12000  |         | 1        |      |
      | Godzilla II   | monster  | II   | red   | ゴジラ  | 15000  |         | 1        |      |
      | Godzilla III  | monster  | III  | red   | ゴジラ  | 20000  |         | 1        | 【強襲2】 |
      | Jet           | battle   | 1    | red   | Weapon  |        | 1000    | 1        |      |
      | Jet2          | battle   | 1    | red   | Weapon  |        | 1000    | 2        |      |
      | Big           | battle   | 1    | red   | Weapon  |        | 15000   | 1        |      |
      | Big10         | battle   | 1    | red   | Weapon  |        | 10000   | 1        |      |
      | Wall          | battle   | 1    | red   | Weapon  |        | 1000    | 1        | 【逆襲】あなたの【怒り】を1増やす。 |
      | Sentry        | battle   | 1    | red   | Weapon  |        | 6000    | 1        | 【覚醒6】このカードの撃退力+5000。 |
      | Plan          | strategy | 1    | red   |         |        |         | 1        | カードを1枚引く。 |
      | Base          | strategy | 1    | red   |         |        |         | 1        | 【拠点】あなたのメインフェイズ開始時、カードを1枚引く。 |
      | Rager         | strategy | 1    | red   |         |        |         | 1        | 【拠点】あなたのスタートフェイズ開始時、あなたの【怒り】を1増やす。 |

  # 7.5.2: A's monster in zone 3 advances to zone 4 (5.13.1), where A's own Wall is. 11.3 is an
  # interrupt rule process (11.3.1, 11.1.2.1): Wall is destroyed (11.3.3) at once, and it left the
  # field other than by 11.5, so its 【逆襲】 waits (12.7.2) and resolves at the 7.5.3 check
  # timing: A's rage 1, kept through B's turn (7.2.4 resets only the turn player's). 7.5.4 then
  # fills A's empty hand to 5. Threat 10000 + 5000 (3.4.5).
  @rule-7.5.2 @rule-11.3.3 @rule-12.7.2 @rule-7.5.4
  Scenario: The end-phase advance crushes the turn player's own card, and its counterattack resolves before the draw
    Given player A's invading monster is "Godzilla" in zone 3
    And player A has "Wall" in zone 4
    And player A's hand is empty
    And player A's deck is "Jet" x10
    And player B's invading monster is "Godzilla" in zone 1
    And player B's deck is "Jet" x10
    When player A ends the main phase
    Then it is player B's turn
    And player A's invading monster is "Godzilla" in zone 4
    And player A's discard pile contains "Wall"
    And player A's rage is 1
    And player A's invading monster has threat level 15000
    And player A's hand has 5 cards
    And the trace shows, in order:
      | rule   | card | player |
      | 7.5.2  |      | A      |
      | 11.3   | Wall | A      |
      | 12.7   | Wall | A      |
      | 7.5.4  |      | A      |

  # 7.5.2 advances only a monster in zone 7 or lower; a monster in zone 8 stays, and an advance
  # that is not an invasion never wins (5.13.1.1.1). The turn passes to B (7.5.7).
  @rule-7.5.2 @rule-5.13.1.1.1 @rule-7.5.7
  Scenario: A monster already in zone 8 does not advance at the end phase and wins nothing
    Given player A's invading monster is "Godzilla" in zone 8
    And player A's hand is "Jet" x5
    And player B's invading monster is "Godzilla" in zone 1
    And player B's deck is "Jet" x10
    When player A ends the main phase
    Then the game is not over
    And it is player B's turn
    And player A's invading monster is "Godzilla" in zone 8

  # 7.5.4 draws 5 one at a time (5.4.2). After 2 the deck is empty: the reshuffle (11.2) is an
  # interrupt rule process run during the draw (11.1.2.1): the 3 Big go to the deck, and the
  # draw goes on. Hand 5, deck and discard pile empty.
  @rule-7.5.4 @rule-11.2.3 @rule-11.1.2.1
  Scenario: The end-phase draw reshuffles the discard pile in the middle of drawing
    Given player A's invading monster is "Godzilla" in zone 3
    And player A's hand is empty
    And player A's deck is "Jet" x2
    And player A's discard pile is "Big" x3
    And player B's invading monster is "Godzilla" in zone 1
    And player B's deck is "Jet" x10
    When player A ends the main phase
    Then player A's hand has 5 cards
    And player A's deck has 0 cards
    And player A's discard pile has 0 cards
    And it is player B's turn

  # Deck 1, discard pile 1: draw, reshuffle, draw; then deck and discard pile are empty: the
  # reshuffle does nothing (11.2.4) and the draws that cannot be done are not done (1.3.2).
  # No rule makes a player lose for an empty deck (1.2.1): the game goes on to B's turn.
  @rule-11.2.4 @rule-1.3.2 @rule-1.2.1
  Scenario: Running out of cards at the end-phase draw loses nothing; the hand stays short
    Given player A's invading monster is "Godzilla" in zone 3
    And player A's hand is empty
    And player A's deck is "Jet"
    And player A's discard pile is "Big"
    And player B's invading monster is "Godzilla" in zone 1
    And player B's deck is "Jet" x10
    When player A ends the main phase
    Then player A's hand has 2 cards
    And the game is not over
    And it is player B's turn

  # B's start phase (7.2.2): B draws as many cards as the rank of A's invading monster. A's
  # monster is a stack; only its top card's information counts (3.2.3.1): rank II, 2 cards.
  @rule-7.2.2 @rule-3.2.3.1
  Scenario: The start-phase draw reads the rank of the opponent's top monster card
    Given player A's invading monster is "Godzilla II", "Godzilla" in zone 3
    And player A's hand is "Jet" x5
    And player A's deck is "Jet" x10
    And player B's invading monster is "Godzilla" in zone 1
    And player B's hand is empty
    And player B's deck is "Jet" x10
    When player A ends the main phase
    Then it is player B's turn
    And player B's hand has 2 cards

  # B's start phase: 7.2.2 B draws 1 (A's rank I); 7.2.3 B's strategy cards placed before this
  # turn go to the discard pile, except the 【拠点】 (12.9.2). Plan's text is its on-placement
  # ability (10.1.1.1.2) and does not fire again. 7.3.1: Base's main-phase trigger draws 1.
  @rule-7.2.3 @rule-12.9.2 @rule-7.3.1 @rule-10.1.1.1.2
  Scenario: The opponent's old strategy card goes at its start phase, its base stays and fires at the main phase
    Given player A's invading monster is "Godzilla" in zone 3
    And player A's hand is "Jet" x5
    And player A's deck is "Jet" x10
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "Plan" in strategy zone 1, placed before this turn
    And player B has "Base" in strategy zone 2, placed before this turn
    And player B's hand is empty
    And player B's deck is "Jet" x10
    When player A ends the main phase
    Then it is player B's turn
    And player B's discard pile contains "Plan"
    And player B's discard pile has 1 card
    And player B has "Base" in strategy zone 2
    And player B's hand has 2 cards

  # 7.2.4 resets only the turn player's rage: at B's start phase B's 3 becomes 0, A's 2 stays,
  # and A's threat keeps +5000 per rage (3.4.5): 10000 + 10000.
  @rule-7.2.4 @rule-3.4.5
  Scenario: The start phase resets the new turn player's rage and not the opponent's
    Given player A's invading monster is "Godzilla" in zone 3
    And player A's rage is 2
    And player A's hand is "Jet" x5
    And player B's invading monster is "Godzilla" in zone 1
    And player B's rage is 3
    And player B's deck is "Jet" x10
    When player A ends the main phase
    Then it is player B's turn
    And player B's rage is 0
    And player A's rage is 2
    And player A's invading monster has threat level 20000
    And player B's invading monster has threat level 10000

  # 7.4.3 compares A's total counter power with B's monster's threat, which includes B's rage
  # (3.4.5): 10000 + 5000 = 15000; Big gives 15000, 以上: repelled. 5.15.1.1: from zone 7 it
  # moves to zone 4 (the zone behind 7, 4.4.5.1); 5.15.1.2: Godzilla II (rank II, ゴジラ) tops it.
  @rule-7.4.3 @rule-3.4.5 @rule-5.15.1.1 @rule-5.15.1.2
  Scenario: Total counter power equal to a threat raised by rage repels the monster, which falls back
    Given player A's invading monster is "Godzilla" in zone 2
    And player A has "Big" in zone 4
    And player B's invading monster is "Godzilla" in zone 7
    And player B's rage is 1
    And player B's monster deck is "Godzilla II"
    When the game runs until the end phase
    Then player B's invading monster is "Godzilla II" in zone 4
    And the game is not over

  # The same with 11000 against 15000 (10000 + rage 1): not repelled (7.4.3).
  @rule-7.4.3 @rule-3.4.5
  Scenario: Rage keeps a monster from being repelled by counter power that its printed threat would not survive
    Given player A's invading monster is "Godzilla" in zone 2
    And player A has "Big10" in zone 4
    And player A has "Jet" in zone 5
    And player B's invading monster is "Godzilla" in zone 2
    And player B's rage is 1
    When the game runs until the end phase
    Then player B's invading monster is "Godzilla" in zone 2
    And player A's total counter power is 11000
    And the game is not over

  # The counter phase (7.4) comes before the end-phase advance (7.5.2): at 7.4.2 A's monster is
  # in zone 5, Sentry's 【覚醒6】 is off (12.4.2): 6000 < 10000, B is not repelled (with an empty
  # monster deck B would lose). After the advance to zone 6 it is on: 11000.
  @rule-7.4.2 @rule-7.5.2 @rule-12.4.2
  Scenario: Awakening reached only by the end-phase advance does not count at that turn's counter phase
    Given player A's invading monster is "Godzilla" in zone 5
    And player A has "Sentry" in zone 2
    And player A's hand is "Jet" x5
    And player B's invading monster is "Godzilla" in zone 2
    And player B's deck is "Jet" x10
    When player A ends the main phase
    Then the game is not over
    And it is player B's turn
    And player A's invading monster is "Godzilla" in zone 6
    And player B's invading monster is "Godzilla" in zone 2
    And player A's total counter power is 11000

  # 8.6.1.2: Jet2's icon 2 moves A's monster twice, one advance at a time. After the first it is
  # in zone 4 with Wall; 11.3 is an interrupt process (11.1.2.1): the invasion pauses, Wall is
  # destroyed, then the second advance to zone 5. Wall's 【逆襲】 resolves at the check timing
  # before A's next play timing (10.4.2): rage 1.
  @rule-8.6.1.2 @rule-11.1.2.1 @rule-11.3.3 @rule-12.7.2
  Scenario: A monster that passes through its own card's zone while invading crushes it on the way
    Given player A's invading monster is "Godzilla" in zone 3
    And player A has "Wall" in zone 4
    And player A's hand is "Jet2"
    And player B's invading monster is "Godzilla" in zone 1
    When player A invades discarding "Jet2"
    Then player A's invading monster is "Godzilla" in zone 5
    And player A's discard pile contains "Wall"
    And player A's discard pile contains "Jet2"
    And player A's rage is 1

  # 11.5: two battle cards in zone 4: the one placed last stays, the other is destroyed. 12.7.2:
  # 【逆襲】 excludes leaving by the duplicate card process: Wall's ability does not wait.
  @rule-11.5.1 @rule-12.7.2
  Scenario: A card destroyed by the duplicate card process does not counterattack
    Given player A's invading monster is "Godzilla" in zone 3
    And player A has "Wall" in zone 4
    And player A's hand is "Jet"
    And player B's invading monster is "Godzilla" in zone 1
    When player A plays "Jet" to zone 4
    Then player A has "Jet" in zone 4
    And player A's discard pile contains "Wall"
    And player A's rage is 0
    And the trace does not show rule 12.7

  # 8.5.1: the monster played must have the SAME rank as the invading monster (I) and share a
  # trait. 8.5.1.1: rage +1. Threat: Godzilla Alt's 12000 + 5000 (3.4.5).
  @rule-8.5.1 @rule-8.5.1.1 @rule-3.4.5
  Scenario: Playing a monster of the same rank on the invading monster adds one rage
    Given player A's invading monster is "Godzilla" in zone 3
    And player A's hand is "Godzilla Alt"
    And player B's invading monster is "Godzilla" in zone 1
    When player A plays the monster "Godzilla Alt"
    Then player A's invading monster is "Godzilla Alt" in zone 3
    And player A's rage is 1
    And player A's invading monster has threat level 17000

  # 12.5.2: Godzilla III played as rank II (rage +1, 8.5.1.1) is put into the discard pile at the
  # next start of A's end phase, i.e. this turn's (7.5.1); Godzilla II is on top again (12.5.3:
  # not an appearance). 7.5.2 advances 3 -> 4. Rage stays 1: 20000. B's start phase draws 2
  # for A's rank II (7.2.2).
  @rule-12.5.2 @rule-7.5.1 @rule-7.2.2 @rule-8.5.1.1
  Scenario: A burst monster leaves at that same turn's end phase, and the opponent draws for the rank beneath
    Given player A's invading monster is "Godzilla II", "Godzilla" in zone 3
    And player A's hand is "Godzilla III"
    And player A's deck is "Jet" x10
    And player B's invading monster is "Godzilla" in zone 1
    And player B's hand is empty
    And player B's deck is "Jet" x10
    When player A plays the monster "Godzilla III" as rank II
    And player A ends the main phase
    Then it is player B's turn
    And player A's invading monster is "Godzilla II" in zone 4
    And player A's discard pile contains "Godzilla III"
    And player A's rage is 1
    And player A's invading monster has threat level 20000
    And player B's hand has 2 cards

  # Turn 1's start phase is a full start phase (nothing in 7.2 skips it): 7.2.1 Rager's trigger
  # raises A's rage to 3, 7.2.2 A draws 1 (B's rank I), 7.2.3 keeps the 【拠点】 (12.9.2),
  # 7.2.4 then sets A's rage to 0: the trigger's rage is lost.
  @rule-7.2.1 @rule-7.2.2 @rule-7.2.4 @rule-12.9.2
  Scenario: Rage gained at the start of the start phase is reset later in the same phase
    Given it is the start phase
    And player A's invading monster is "Godzilla" in zone 1
    And player A's rage is 2
    And player A has "Rager" in strategy zone 1, placed before this turn
    And player A's hand is empty
    And player A's deck is "Jet" x5
    And player B's invading monster is "Godzilla" in zone 1
    When the game runs until the main phase
    Then player A's rage is 0
    And player A's hand has 1 card
    And player A has "Rager" in strategy zone 1
    And player A's invading monster has threat level 10000
