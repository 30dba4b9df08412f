Feature: Main-phase actions (rules chapter 8) and their restrictions

  Background:
    Given the cards:
      | name        | type    | rank | color | traits  | threat | counter | invasion |
      | Godzilla    | monster | I    | red   | Godzilla | 10000 |         | 1        |
      | Godzilla II | monster | II   | red   | Godzilla | 15000 |         | 1        |
      | Tank        | battle  | 2    | red   | Weapon  |        | 2000    | 1        |
      | Jet         | battle  | 1    | red   | Weapon  |        | 1000    | 2        |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 2

  @rule-8.2.1
  Scenario: A battle card of rank at most the opponent's monster's zone is played
    Given player A's hand is "Tank"
    When player A plays "Tank" to zone 6
    Then player A has "Tank" in zone 6
    And player A's hand has 0 cards
    And the trace shows, in order:
      | rule     | card | player |
      | 8.2.1    | Tank | A      |
      | 10.5.2.3 | Tank | A      |

  @rule-8.6.1 @rule-8.6.2
  Scenario: Invasion advances by the discarded card's icon, once per turn
    Given player A's hand is "Jet", "Tank"
    When player A invades discarding "Jet"
    Then player A's invading monster is "Godzilla" in zone 3
    And player A's discard pile contains "Jet"

  @rule-8.4.1
  Scenario: Discarding a monster card gains rage
    Given player A's hand is "Godzilla II"
    When player A discards "Godzilla II" to gain rage
    Then player A's rage is 1
    And player A's invading monster has threat level 15000
