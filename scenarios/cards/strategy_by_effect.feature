Feature: Strategy cards activated by effects, strategy zones an effect adds, losing by an effect (real cards)

  Background:
    Given the cards:
      | name        | type     | rank | color | traits | threat | counter | invasion | text            |
      | Godzilla    | monster  | I    | red   | ゴジラ  | 10000  |         | 1        |                 |
      | Godzilla II | monster  | II   | blue  | ゴジラ  | 15000  |         | 1        |                 |
      | Godzilla IV | monster  | IV   | blue  | ゴジラ  | 30000  |         | 1        |                 |
      | Tank        | battle   | 2    | red   | Weapon |        | 6000    | 1        |                 |
      | Jet         | battle   | 1    | red   | Weapon |        | 2000    | 1        |                 |
      | Plan        | strategy | 1    | red   | Plan   |        |         | 1        |                 |
      | Blue Plan   | strategy | 3    | blue  | Plan   |        |         | 1        | カードを1枚引く。 |
      | Big Plan    | strategy | 7    | blue  | Plan   |        |         | 1        | カードを1枚引く。 |

  @rule-5.9.1
  Scenario: BP03-012 ゴジラ(1993) activates a blue strategy card of rank 6 or less from the hand, and its text resolves
    Given player A's invading monster is "Godzilla II" in zone 2
    And player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "BP03-012", "Blue Plan", "Big Plan"
    And player A's deck is "Jet" x3
    And player A will choose "Blue Plan"
    And player A will choose "strategy zone 2"
    When player A plays the monster "BP03-012"
    Then player A has "Blue Plan" in strategy zone 2
    And player A's hand contains "Big Plan"
    And player A's hand contains "Jet"
    And player A's deck has 2 cards

  @rule-5.9.1
  Scenario: BP03-012 ゴジラ(1993) with two strategy cards placed activates nothing
    Given player A's invading monster is "Godzilla II" in zone 2
    And player B's invading monster is "Godzilla" in zone 1
    And player A has "Plan" in strategy zone 1
    And player A has "Plan" in strategy zone 2
    And player A's hand is "BP03-012", "Blue Plan"
    When player A plays the monster "BP03-012"
    Then player A's hand contains "Blue Plan"
    And player A's hand has 1 card

  @rule-5.9.1
  Scenario: BP01-060 デストロイア完全体 appearing by evolution activates ゴジラVSデストロイア from the discard pile
    Given it is the start phase
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 8
    And player A has "BP01-054" in zone 3
    And player A's deck is "Jet", "BP01-060", "Tank"
    And player A's discard pile is "BP01-065"
    And player B has "Tank" in zone 4
    And player B has "Tank" in zone 6
    And player A will choose yes
    And player A will choose "BP01-060"
    And player A will choose "BP01-065"
    And player A will choose "strategy zone 1"
    When the game runs until the counter phase
    Then player A has "BP01-060" in zone 3 with "BP01-054" under it
    And player A has "BP01-065" in strategy zone 1
    And player B's zone 4 is empty
    And player B has "Tank" in zone 6

  @rule-4.5.2
  Scenario: BP03-013 ゴジラ(1995) gives its player a third strategy zone
    Given player A's invading monster is "Godzilla IV" in zone 4
    And player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "BP03-013", "Plan", "Plan", "Plan"
    When player A plays the monster "BP03-013"
    And player A activates "Plan" in strategy zone 1
    And player A activates "Plan" in strategy zone 2
    And player A activates "Plan" in strategy zone 3
    Then player A has "Plan" in strategy zone 3
    And player A's hand has 0 cards

  @rule-8.3.1
  Scenario: Without BP03-013 there is no third strategy zone
    Given player A's invading monster is "Godzilla IV" in zone 4
    And player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "Plan"
    When player A tries to activate "Plan" in strategy zone 3
    Then the action is refused by rule 8.3.1

  @rule-1.2.4
  Scenario: BP03-013 ゴジラ(1995) loses the game at the opponent's counter phase with no strategy card placed
    Given player B is the turn player
    And player A's invading monster is "BP03-013" in zone 3
    And player B's invading monster is "Godzilla" in zone 1
    When the game runs until the end phase
    Then player B wins the game

  @rule-1.2.4
  Scenario: BP03-013 ゴジラ(1995) with a strategy card placed does not lose
    Given player B is the turn player
    And player A's invading monster is "BP03-013" in zone 3
    And player B's invading monster is "Godzilla" in zone 1
    And player A has "Plan" in strategy zone 1
    When the game runs until the end phase
    Then the game is not over

  @rule-5.10.1
  Scenario: BP02-080 共闘 reveals two cards whose traits differ: both go to the hand
    Given player A's invading monster is "Godzilla" in zone 6
    And player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "BP02-080"
    And player A's deck is "Tank", "Godzilla II", "Jet"
    When player A activates "BP02-080"
    Then player A's hand contains "Tank"
    And player A's hand contains "Godzilla II"
    And player A's deck has 1 card

  @rule-5.10.1
  Scenario: BP02-080 共闘 reveals two cards of the same trait: both go to the discard pile
    Given player A's invading monster is "Godzilla" in zone 6
    And player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "BP02-080"
    And player A's deck is "Tank", "Jet", "Godzilla II"
    When player A activates "BP02-080"
    Then player A's discard pile contains "Tank"
    And player A's discard pile contains "Jet"
    And player A's hand has 0 cards
    And player A's deck has 1 card
