Feature: Winning and losing (rules chapter 1)

  Background:
    Given the cards:
      | name     | type    | rank | color | traits   | threat | counter | invasion |
      | Godzilla | monster | I    | red   | Godzilla | 10000  |         | 1        |
      | Jet      | battle  | 1    | red   | Weapon   |        | 1000    | 2        |
    And player A's invading monster is "Godzilla" in zone 8
    And player B's invading monster is "Godzilla" in zone 1

  @rule-1.2.1.1 @rule-5.13.1.1.2
  Scenario: Invading from zone 8 with the opponent's zone 8 empty wins
    Given player A's hand is "Jet"
    When player A invades discarding "Jet"
    Then player A wins the game by invasion

  @rule-5.13.1.1.1
  Scenario: A battle card in the opponent's zone 8 blocks the invasion
    Given player A's hand is "Jet"
    And player B has "Jet" in zone 8
    When player A invades discarding "Jet"
    Then the game is not over
    And player A's invading monster is "Godzilla" in zone 8

  @rule-5.13.1.1.1
  Scenario: The end phase does not win from zone 8
    Given player A's deck is "Jet" x5
    When player A ends the main phase
    Then the game is not over
    And it is player B's turn

  @rule-1.2.3
  Scenario: A player concedes at any time
    When player A concedes
    Then player B wins the game by concession
