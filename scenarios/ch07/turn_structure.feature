Feature: The turn, phase by phase (rules chapter 7)

  Background:
    Given the cards:
      | name        | type     | rank | color | traits   | threat | counter | invasion | text |
      | Godzilla    | monster  | I    | red   | Godzilla | 10000  |         | 1        |      |
      | Godzilla II | monster  | II   | red   | Godzilla | 15000  |         | 1        |      |
      | Tank        | battle   | 2    | red   | Weapon   |        | 6000    | 1        |      |
      | Camp        | strategy | 1    | red   | Base     |        |         | 1        | 【拠点】 |
      | Order       | strategy | 1    | red   | Plan     |        |         | 1        | カードを1枚引く。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1

  @rule-7.5.2 @rule-7.5.4
  Scenario: The end phase advances the monster and draws up to five
    Given player A's hand is "Tank"
    And player A's deck is "Tank" x10
    When player A ends the main phase
    Then player A's invading monster is "Godzilla" in zone 2
    And player A's hand has 5 cards
    And it is player B's turn

  @rule-7.2.2 @rule-7.2.4
  Scenario: The start phase draws the opponent's monster's rank and resets rage
    Given player B's deck is "Tank" x10
    And player B's rage is 2
    When the game runs until the main phase
    Then it is player B's turn
    And player B's rage is 0

  @rule-7.2.3 @rule-12.9
  Scenario: Strategy cards from earlier turns are discarded, a base stays
    Given it is turn 2
    And player A is the turn player
    And it is the start phase
    And player A has "Camp" in strategy zone 1, placed before this turn
    And player A has "Order" in strategy zone 2, placed before this turn
    And player A's deck is "Tank" x5
    When the game runs until the counter phase
    Then player A has "Camp" in strategy zone 1
    And player A's discard pile contains "Order"

  @rule-7.4.3 @rule-5.15
  Scenario: Enough counter power counters the opponent's monster
    Given player A has "Tank" in zone 3
    And player A has "Tank" in zone 4
    And player B's monster deck is "Godzilla II"
    And player A's deck is "Tank" x5
    When the game runs until the end phase
    Then player B's invading monster is "Godzilla II" in zone 1
    And player A's total counter power is 12000

  @rule-7.4.3 @rule-1.2.1.2
  Scenario: Countered with no next monster, the opponent loses
    Given player A has "Tank" in zone 3
    And player A has "Tank" in zone 4
    When player A ends the main phase
    Then player A wins the game by counter

  @rule-7.4.3
  Scenario: Too little counter power does nothing
    Given player A has "Tank" in zone 3
    And player B's rage is 1
    And player A's deck is "Tank" x5
    When player A ends the main phase
    Then player B's invading monster is "Godzilla" in zone 1
    And the game is not over

  @rule-7.5.7
  Scenario: Nothing happened at 7.5.5: the turn passes to the opponent
    Given player A's hand is "Tank" x5
    When player A ends the main phase
    Then it is player B's turn
    And the trace shows, in order:
      | rule  |
      | 7.5.4 |
      | 7.5.6 |
    And the trace does not show rule 7.5.7

  @rule-7.5.7
  Scenario: An 'at the end of the turn' ability sends the end phase back to 7.5.4
    Given the cards:
      | name    | type    | rank | color | traits   | threat | counter | invasion | text |
      | Watcher | monster | I    | red   | Godzilla | 10000  |         | 1        | あなたのターンの終わりに、カードを1枚引く。 |
    And player A's invading monster is "Watcher" in zone 1
    And player A's hand is "Tank" x5
    And player A's deck is "Tank" x10
    When player A ends the main phase
    Then it is player B's turn
    And player A's hand has 6 cards
    And the trace shows, in order:
      | rule  |
      | 7.5.4 |
      | 7.5.6 |
      | 7.5.7 |
      | 7.5.4 |
      | 10.4.3.2 |
      | 7.5.6 |
      | 7.5.7 |
      | 7.5.4 |
      | 7.5.6 |

  @rule-7.3.2
  Scenario: The game runs to the next player's main phase
    Given player A's deck is "Tank" x5
    And player B's deck is "Tank" x5
    When the game runs until the main phase
    Then it is player B's turn
    And it is the main phase

  @rule-5.15.1.1
  Scenario: A countered monster in zone 7 moves back to zone 4 before its next monster
    Given player B's invading monster is "Godzilla" in zone 7
    And player A has "Tank" in zone 3
    And player A has "Tank" in zone 4
    And player B's monster deck is "Godzilla II"
    And player A's deck is "Tank" x5
    When player A ends the main phase
    Then player B's invading monster is "Godzilla II" in zone 4
    And the trace shows, in order:
      | rule     | player |
      | 7.4.3    | A      |
      | 5.15.1.1 | B      |
      | 5.15.1.2 | B      |

  @rule-7.1.2
  Scenario: Player B's turn as the starting point
    Given player B is the turn player
    And it is turn 4
    And player B's hand is "Tank"
    And player B's deck is "Tank" x5
    When player B ends the main phase
    Then it is player A's turn

  @rule-5.15.1.1 @rule-11.3
  Scenario: A countered monster moving back onto its own battle card crushes it at once, before its next monster
    Given player B's invading monster is "Godzilla" in zone 7
    And player B has "Tank" in zone 4
    And player A has "Tank" in zone 3
    And player A has "Tank" in zone 5
    And player B's monster deck is "Godzilla II"
    And player A's deck is "Tank" x5
    When player A ends the main phase
    Then player B's invading monster is "Godzilla II" in zone 4
    And player B's zone 4 is empty
    And the trace shows, in order:
      | rule     | player |
      | 5.15.1.1 | B      |
      | 11.3.3   | B      |
      | 5.15.1.2 | B      |

  @rule-7.1 @rule-7.5.2
  Scenario: Running until one phase and then until another goes on from where the game stands
    Given player A's hand is "Tank" x5
    And player A's deck is "Tank" x10
    And player B's deck is "Tank" x10
    When the game runs until the end phase
    And the game runs until the start phase
    Then player A's invading monster is "Godzilla" in zone 2
    And it is player B's turn
    And it is the start phase

  @rule-7.1
  Scenario: Run until the start phase from the start phase: the next turn's, not the moment the game stands at
    # "stops just before the first step of the next phase of that name": a start phase still to come. The
    # board stands before A's start phase (turn 1), so the step runs A's whole turn and stops before B's.
    Given it is the start phase
    And player A's deck is "Tank" x10
    And player B's deck is "Tank" x10
    When the game runs until the start phase
    Then it is player B's turn
    And player B's hand has 0 cards
    When the game runs until the start phase
    Then it is player A's turn
    And player B's hand has 5 cards
