Feature: Audit, chapter 8: the main phase actions and what they trigger

  Written from the JP 1.04 text before reading the engine (issue 19's own
  audit). Each expected outcome is derived by hand in the comments beside it.

  Background:
    Given the cards:
      | name     | type     | rank | color | traits   | threat | counter | invasion | text |
      | Godzilla | monster  | I    | red   | Godzilla | 10000  |         | 1        |      |
      | Walker   | monster  | I    | red   | Godzilla | 10000  |         | 1        | これが前進するたび、カードを1枚引く。 |
      | Raging   | monster  | I    | red   | Godzilla | 10000  |         | 1        | これの怒りが増えるたび、カードを1枚引く。 |
      | Jet      | battle   | 1    | red   | Weapon   |        | 1000    | 2        |      |
      | Tank     | battle   | 3    | red   | Weapon   |        | 3000    | 1        |      |
      | Plan     | strategy | 2    | red   | Plan     |        |         | 1        | カードを2枚引く。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 3

  @rule-8.2.1
  Scenario: A battle card whose rank equals the opponent's monster's zone number can be played
    Given player A's hand is "Tank"
    When player A plays "Tank" to zone 4
    # 8.2.1: rank 3 <= zone number 3 ("以下" includes equal).
    Then player A has "Tank" in zone 4

  @rule-8.3.1 @rule-10.1.1.1.2
  Scenario: A strategy card whose rank equals your monster's zone is activated and its text resolves
    Given player A's invading monster is "Godzilla" in zone 2
    And player A's hand is "Plan"
    And player A's deck is "Jet" x3
    When player A activates "Plan"
    # 8.3.1: rank 2 <= A's zone 2. 10.1.1.1.2: its text is an automatic ability
    # "when placed in a strategy zone": A draws 2.
    Then player A has "Plan" in strategy zone 1
    And player A's hand has 2 cards

  @rule-8.6.1.2 @rule-10.6.2.1 @rule-5.13.1
  Scenario: An invasion of two is two advances, each met by "whenever this advances"
    Given player A's invading monster is "Walker" in zone 1
    And player A's hand is "Jet"
    And player A's deck is "Jet" x3
    When player A invades discarding "Jet"
    # 8.6.1.2: advance twice (1->2->3); each advance meets "これが前進するたび": 2 draws.
    Then player A's invading monster is "Walker" in zone 3
    And player A's hand has 2 cards

  @rule-8.5.1.1 @rule-10.6.4.2
  Scenario: The monster just played sees the rage its play adds
    Given player A's hand is "Raging"
    And player A's deck is "Jet" x3
    When player A plays the monster "Raging"
    # 10.5.2.3.1 puts Raging on top; then 8.5.1.1 raises the invading monster's rage by 1.
    # Raging is the invading monster when the rage goes up: its ability triggers, 1 draw.
    Then player A's rage is 1
    And player A's hand has 1 card

  @rule-8.4.1 @rule-10.6.2
  Scenario: Gaining rage by discarding a monster card meets "whenever its rage goes up"
    Given player A's invading monster is "Raging" in zone 1
    And player A's hand is "Godzilla"
    And player A's deck is "Jet" x3
    When player A discards "Godzilla" to gain rage
    Then player A's rage is 1
    And player A's hand has 1 card

  @rule-8.6.1 @rule-10.3.4.1 @rule-5.11.3
  Scenario: BP03-061 discarded to invade appears from the discard pile, whatever its rank
    Given player A's hand is "BP03-061"
    And player A will choose zone 5
    When player A invades discarding "BP03-061"
    # 8.6.1: discard it to invade (icon 1): 1 -> 2. Its ability works in the hand (10.3.4.1:
    # it refers to being discarded from the hand). It appears from the discard pile by its
    # own effect, not by 8.2.1, so its rank 6 above B's zone 3 does not matter.
    Then player A's invading monster is "Godzilla" in zone 2
    And player A has "BP03-061" in zone 5

  # Second round: written after reading the engine's check timing and card moves (not the
  # parts these touch), still from the text first.

  @rule-8.6.1 @rule-8.4.1 @rule-10.6.2
  Scenario: BP03-015 counts the battle card discarded to invade, not the monster card discarded for rage
    Given the cards:
      | name     | type    | rank | color | traits | threat | counter | invasion | text |
      | Gz II    | monster | II   | blue  | ゴジラ | 15000  |         | 1        |      |
    And player A's invading monster is "BP03-015" in zone 1
    And player B's rage is 3
    And player A's hand is "Jet", "Gz II"
    When player A discards "Gz II" to gain rage
    # 8.4.1 discards a MONSTER card: "あなたが手札から交戦カードを捨てるたび" is not met.
    Then player B's rage is 3
    When player A invades discarding "Jet"
    # 8.6.1 discards a card from the hand to invade: Jet is a battle card: B's rage -1.
    Then player B's rage is 2

  @rule-8.2.1 @rule-10.8.1.5
  Scenario: BP01-027 (rank 8) with three of A's battle cards out is rank 5 to play
    Given the cards:
      | name | type   | rank | color | traits | threat | counter | invasion | text |
      | Pawn | battle | 1    | red   | Weapon |        | 1000    | 1        |      |
    And player B's invading monster is "Godzilla" in zone 5
    And player A has "Pawn" in zone 2
    And player A has "Pawn" in zone 4
    And player A has "Pawn" in zone 6
    And player A's hand is "BP01-027"
    When player A plays "BP01-027" to zone 8
    # 8.2.1: rank at most B's zone 5; BP01-027 is rank 8 - 1 for each of A's three battle
    # cards = 5.
    Then player A has "BP01-027" in zone 8

  @rule-8.2.1
  Scenario: BP01-027 with two of A's battle cards out is rank 6, above B's zone 5
    Given the cards:
      | name | type   | rank | color | traits | threat | counter | invasion | text |
      | Pawn | battle | 1    | red   | Weapon |        | 1000    | 1        |      |
    And player B's invading monster is "Godzilla" in zone 5
    And player A has "Pawn" in zone 2
    And player A has "Pawn" in zone 4
    And player A's hand is "BP01-027"
    When player A tries to play "BP01-027" to zone 8
    Then the action is refused by rule 8.2.1
    And player A's hand contains "BP01-027"

  # Fourth round, written from the text first.

  @rule-8.6.1 @rule-1.3.1 @rule-10.3.4.1
  Scenario: BP03-004 invades by discarding the deck's top card: BP03-061 discarded that way was not discarded from the hand
    Given the cards:
      | name    | type    | rank | color | traits | threat | counter | invasion | text |
      | Gz IV   | monster | IV   | red   | ゴジラ | 40000  |         | 1        |      |
    And player A's invading monster is "BP03-004" in zone 2
    And player A's deck is "BP03-061", "Jet"
    When player A invades discarding the top card of the deck
    # BP03-004 (1.3.1) lets A discard the deck's top card instead of a card from the hand;
    # BP03-061's icon is 1: 2 -> 3. Its ability needs it discarded FROM THE HAND: not met.
    Then player A's invading monster is "BP03-004" in zone 3
    And player A's discard pile contains "BP03-061"

  @rule-10.6.2 @rule-3.4
  Scenario: Rage raised by 2 at once is one rise: "whenever its rage goes up" triggers once
    Given the cards:
      | name   | type   | rank | color | traits | threat | counter | invasion | text |
      | Fury   | battle | 1    | red   | Weapon |        | 1000    | 1        | 【出現時】あなたの【怒り】を2増やす。 |
    And player A's invading monster is "Raging" in zone 1
    And player A's hand is "Fury"
    And player A's deck is "Jet" x3
    When player A plays "Fury" to zone 4
    # One instruction raises the rage by 2: one event (unlike drawing, 5.4.2 does not apply).
    Then player A's rage is 2
    And player A's hand has 1 card
