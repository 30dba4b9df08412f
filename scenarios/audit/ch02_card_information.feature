Feature: Audit, chapters 2 and 3: card information, stacked cards and rage

  Written from the JP 1.04 text before reading the engine (issue 19's own
  audit). Each expected outcome is derived by hand in the comments beside it.

  Background:
    Given the cards:
      | name        | type    | rank | color | traits         | threat | counter | invasion | text |
      | Godzilla    | monster | I    | red   | Godzilla       | 10000  |         | 1        |      |
      | Hybrid      | monster | II   | red   | Godzilla/Mecha | 15000  |         | 1        |      |
      | Mecha II    | monster | II   | red   | Mecha          | 15000  |         | 1        |      |
      | Armored     | monster | II   | red   | Godzilla       | 15000  |         | 1        | これの脅威度＋10000。 |
      | Godzilla II | monster | II   | red   | Godzilla       | 15000  |         | 1        |      |
      | Jet         | battle  | 1    | red   | Weapon         |        | 1000    | 2        |      |
      | Noted       | battle  | 1    | red   | Weapon         |        | 1000    | 1        | 【出現時】カードを1枚引く。（この注釈は効果を持たない。カードを2枚引く。） |
      | Drain       | battle  | 1    | red   | Weapon         |        | 1000    | 1        | 【出現時】相手の【怒り】を2減らす。 |
      | Furious     | battle  | 1    | red   | Weapon         |        | 1000    | 1        | あなたの怪獣カードの怒り１につき、これの撃退力＋3000。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 2

  @rule-2.5.1.1 @rule-8.5.1 @rule-8.5.1.1
  Scenario: A monster with two traits accepts a monster of its rank that shares either one
    Given player A's invading monster is "Hybrid" in zone 3
    And player A's hand is "Mecha II"
    When player A plays the monster "Mecha II"
    # 8.5.1: a monster card of the SAME rank as the invading monster (II) sharing one of
    # its traits. 2.5.1.1: Hybrid has each of Godzilla and Mecha, so Mecha shares one.
    # 10.5.2.3.1: it is put on top of the invading monster; 8.5.1.1: rage +1.
    Then player A's invading monster is "Mecha II" in zone 3
    And player A's rage is 1

  @rule-2.9.2
  Scenario: Reminder text in parentheses has no effect on the game
    Given player A's hand is "Noted"
    And player A's deck is "Jet" x3
    When player A plays "Noted" to zone 4
    # 2.9.2: the text in （） is reminder text; only "カードを1枚引く" is performed.
    Then player A's hand has 1 card
    And player A's deck has 2 cards

  @rule-3.2.3.1 @rule-3.2.6 @rule-10.3.4.2 @rule-3.4.5
  Scenario: The ability of a monster card under the new top card no longer applies
    Given player A's invading monster is "Armored" in zone 1
    And player A's hand is "Godzilla II"
    # (Audit's first draft had Armored at rank I: 8.5.1 refused Godzilla II, rightly,
    # since the monster played must have the invading monster's rank. Scenario fixed.)
    # Before: Armored's own ability gives 15000 + 10000.
    Then player A's invading monster has threat level 25000
    When player A plays the monster "Godzilla II"
    # 3.2.3.1: the stack's information is the top card's (Godzilla II, 15000).
    # Armored is now second from the top; its text is not referred to (3.2.3.1, 3.2.6),
    # so its +10000 is gone. 8.5.1.1: the play raises the rage by 1, so 3.4.5 adds 5000:
    # 15000 + 5000 = 20000 (30000 if Armored's ability still applied).
    Then player A's invading monster has threat level 20000
    And player A's rage is 1

  @rule-3.4.4 @rule-3.4.5
  Scenario: Rage reduced below 0 becomes 0, and the threat level counts no negative rage
    Given player B's rage is 1
    And player A's hand is "Drain"
    When player A plays "Drain" to zone 4
    # 3.4.4: 1 - 2 would be -1; rage below 0 becomes 0.
    # 3.4.5: 0 rage adds nothing, so B's threat level is the printed 10000, not 5000.
    Then player B's rage is 0
    And player B's invading monster has threat level 10000

  @rule-3.3.4 @rule-3.4.3 @rule-10.8.1.5
  Scenario: "Your monster card" with no zone named is your invading monster, and its rage counts
    Given player A's rage is 2
    And player A has "Furious" in zone 4
    # 3.3.4 / 3.4.3: "あなたの怪獣カードの怒り" is A's invading monster's rage, 2.
    # Furious: 1000 + 2 x 3000 = 7000; it is A's only battle card (7.4.2).
    Then player A's total counter power is 7000

  # Second round: stacks (3.2), written from the text first.

  @rule-3.2.4 @rule-10.9.1
  Scenario: A stack returned to the hand instead of being destroyed goes to the hand whole
    Given the cards:
      | name   | type   | rank | color | traits | threat | counter | invasion | text |
      | Larva  | battle | 1    | blue  | Moth   |        | 1000    | 1        |      |
      | Imago  | battle | 4    | blue  | Moth   |        | 5000    | 1        | これが破壊される時、かわりにこれを手札に戻す。 |
      | Bomber | battle | 1    | blue  | Weapon |        | 1000    | 1        | 【出現時】相手の交戦カードを1枚破壊する。 |
    And player B is the turn player
    And player A has "Imago" in zone 3 with "Larva" under it
    And player B's hand is "Bomber"
    When player B plays "Bomber" to zone 4
    # 10.9.1: Imago goes to the hand instead of the discard pile. 3.2.4: a stack moving
    # between areas moves all its cards at once: Larva goes to the hand with it.
    Then player A's zone 3 is empty
    And player A's hand contains "Imago"
    And player A's hand contains "Larva"
    And player A's discard pile has 0 cards

  @rule-3.2.4 @rule-10.9.1
  Scenario: A stack put at the bottom of the deck instead of being destroyed goes there whole
    Given the cards:
      | name   | type   | rank | color | traits | threat | counter | invasion | text |
      | Larva  | battle | 1    | blue  | Moth   |        | 1000    | 1        |      |
      | Keeper | battle | 4    | blue  | Moth   |        | 5000    | 1        | これが破壊される際、かわりにあなたの山札の下に置く。 |
      | Bomber | battle | 1    | blue  | Weapon |        | 1000    | 1        | 【出現時】相手の交戦カードを1枚破壊する。 |
    And player B is the turn player
    And player A has "Keeper" in zone 3 with "Larva" under it
    And player A's deck is "Jet"
    And player B's hand is "Bomber"
    When player B plays "Bomber" to zone 4
    # SD01-011's wording. 3.2.4: both cards of the stack go to the bottom of A's deck.
    Then player A's zone 3 is empty
    And player A's deck has 3 cards
    And player A's discard pile has 0 cards
