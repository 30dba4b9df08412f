Feature: Audit, chapter 7: the phases of a turn and what each touches

  Written from the JP 1.04 text before reading the engine (issue 19's own
  audit). Each expected outcome is derived by hand in the comments beside it.

  Background:
    Given the cards:
      | name     | type     | rank | color | traits   | threat | counter | invasion | text |
      | Godzilla | monster  | I    | red   | Godzilla | 10000  |         | 1        |      |
      | Fortress | monster  | I    | red   | Godzilla | 10000  |         | 1        | 相手の等級５以下の交戦カードすべては、これと戦闘できない。 |
      | Jet      | battle   | 1    | red   | Weapon   |        | 1000    | 2        |      |
      | Tank     | battle   | 1    | red   | Weapon   |        | 1000    | 1        |      |
      | Big      | battle   | 1    | red   | Weapon   |        | 10000   | 1        |      |
      | Maser    | battle   | 1    | red   | Weapon   |        | 1000    | 1        | 【逆襲】カードを1枚引く。 |
      | Surge    | battle   | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】そのターン中、これの撃退力を2倍にする。 |
      | Plan     | strategy | 1    | red   | Plan     |        |         | 1        |      |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 2

  @rule-7.2.4 @rule-7.1.1
  Scenario: The start phase resets only the turn player's rage
    Given player A's rage is 2
    And player B's rage is 2
    And player A's deck is "Jet" x5
    And player B's deck is "Jet" x5
    When the game runs until the main phase
    # It is B's main phase (A's turn ended). 7.2.4 reset the rage of B, the turn player of
    # turn 2; A's rage is untouched by B's start phase.
    Then it is player B's turn
    And player B's rage is 0
    And player A's rage is 2

  @rule-7.2.3
  Scenario: The opponent's start phase leaves your strategy cards alone
    Given player A has "Plan" in strategy zone 1
    And player A's deck is "Jet" x5
    And player B's deck is "Jet" x5
    When the game runs until the main phase
    # 7.2.3 discards only the TURN player's strategy cards placed before that turn;
    # in B's start phase A's Plan stays.
    Then it is player B's turn
    And player A has "Plan" in strategy zone 1

  @rule-7.5.4
  Scenario: With six cards in hand the end phase draws nothing and discards nothing
    Given player A's hand is "Tank" x6
    And player A's deck is "Jet" x5
    And player B's deck is "Jet" x5
    When player A ends the main phase
    # 7.5.4 draws only up to five; there is no hand limit to discard to.
    Then it is player B's turn
    And player A's hand has 6 cards
    And player A's deck has 5 cards

  @rule-7.5.6 @rule-10.2.1.2
  Scenario: "During that turn" ends at 7.5.6
    Given player A's hand is "Surge"
    And player A's deck is "Jet" x5
    And player B's deck is "Jet" x5
    When player A plays "Surge" to zone 4
    # The doubling lasts for the turn: 1000 x 2.
    Then player A's total counter power is 2000
    When player A ends the main phase
    # 7.5.6: effects lasting "そのターン中" end; in B's turn Surge is back to 1000.
    Then it is player B's turn
    And player A's total counter power is 1000

  @rule-7.5.2 @rule-11.3 @rule-12.7.2 @rule-7.5.4
  Scenario: The end-phase advance crushes a card whose counterattack draws before the draw to five
    Given player A has "Maser" in zone 2
    And player A's hand is "Tank" x4
    And player A's deck is "Jet" x3
    And player B's deck is "Jet" x5
    When player A ends the main phase
    # 7.5.2: 1 -> 2; 11.3 crushes Maser at once (interrupt); 【逆襲】 waits and is played at
    # 7.5.3's check timing: A draws 1 (hand 5). 7.5.4: hand is 5, not fewer: no draw.
    Then it is player B's turn
    And player A's invading monster is "Godzilla" in zone 2
    And player A's hand has 5 cards
    And player A's deck has 2 cards

  @rule-5.16.1 @rule-7.4.2 @rule-7.4.3
  Scenario: Battle cards that cannot battle add nothing to the total, and the monster is not countered
    Given player B's invading monster is "Fortress" in zone 2
    And player A has "Big" in zone 3
    And player A's deck is "Jet" x5
    And player B's deck is "Jet" x5
    When player A ends the main phase
    # 5.16.1: in A's counter phase Big (rank 1 <= 5) cannot battle Fortress, so its 10000
    # is not added (7.4.2): the total is 0 < 10000 and nothing is countered (7.4.3).
    # B's monster deck is empty, so a counter would have ended the game.
    Then it is player B's turn
    And player B's invading monster is "Fortress" in zone 2
    And the game is not over
