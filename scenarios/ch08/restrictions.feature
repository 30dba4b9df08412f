Feature: What the main phase does not allow (rules chapter 8); a refused action changes nothing

  Background:
    Given the cards:
      | name        | type     | rank | color | traits   | threat | counter | invasion |
      | Godzilla    | monster  | I    | red   | Godzilla | 10000  |         | 1        |
      | Godzilla II | monster  | II   | red   | Godzilla | 15000  |         | 1        |
      | Mothra II   | monster  | II   | blue  | Mothra   | 15000  |         | 1        |
      | Tank        | battle   | 2    | red   | Weapon   |        | 2000    | 1        |
      | Jet         | battle   | 1    | red   | Weapon   |        | 1000    | 2        |
      | Order       | strategy | 3    | red   | Plan     |        |         | 1        |
      | Camp        | strategy | 1    | red   | Base     |        |         | 1        |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1

  @rule-8.2.1
  Scenario: A battle card above the opponent's monster's zone cannot be played
    Given player A's hand is "Tank"
    When player A tries to play "Tank" to zone 6
    Then the action is refused by rule 8.2.1
    And player A's hand contains "Tank"
    And player A's zone 6 is empty

  @rule-10.5.2.1.2
  Scenario: A battle card cannot be played where its master's monster stands
    Given player A's hand is "Jet"
    When player A tries to play "Jet" to zone 1
    Then the action is refused by rule 5.11.1

  @rule-8.3.1
  Scenario: A strategy card above your own monster's zone cannot be activated
    Given player A's hand is "Order"
    When player A tries to activate "Order"
    Then the action is refused by rule 8.3.1

  @rule-8.3.2
  Scenario: No third strategy card while both strategy zones are occupied
    Given player A has "Camp" in strategy zone 1
    And player A has "Camp" in strategy zone 2
    And player A's hand is "Camp"
    When player A tries to activate "Camp"
    Then the action is refused by rule 8.3.2
    And player A's hand contains "Camp"

  @rule-8.5.1
  Scenario: A monster of the same rank must share a trait
    Given player A's invading monster is "Godzilla II" in zone 1
    And player A's hand is "Mothra II"
    When player A tries to play the monster "Mothra II"
    Then the action is refused by rule 8.5.1

  @rule-8.5.2
  Scenario: A monster card is played from the hand once per turn
    Given player A's invading monster is "Godzilla II" in zone 1
    And player A's hand is "Godzilla II", "Godzilla II"
    When player A plays the monster "Godzilla II"
    And player A tries to play the monster "Godzilla II"
    Then the action is refused by rule 8.5.2
    And player A's rage is 1

  @rule-8.6.2
  Scenario: Invasion once per turn
    Given player A's hand is "Jet", "Jet"
    When player A invades discarding "Jet"
    And player A tries to invade discarding "Jet"
    Then the action is refused by rule 8.6.2
    And player A's invading monster is "Godzilla" in zone 3
    And the trace shows, in order:
      | rule   | card | player |
      | 8.6.1  | Jet  | A      |
      | 8.6.2  | Jet  | A      |

  @rule-8.6.2 @rule-8.2.1
  Scenario: A refused action is a step of the trace, and the game goes on after it
    Given player A's hand is "Tank", "Jet"
    When player A tries to play "Tank" to zone 6
    And player A plays "Jet" to zone 4
    Then player A has "Jet" in zone 4
    And player A's hand contains "Tank"
    And the trace shows, in order:
      | rule  | card | player |
      | 8.2.1 | Tank | A      |
      | 8.2.1 | Jet  | A      |

  @rule-8.4.1
  Scenario: Only a monster card can be discarded to gain rage
    Given player A's hand is "Tank"
    When player A tries to discard "Tank" to gain rage
    Then the action is refused by rule 8.4.1
    And player A's rage is 0

  @rule-7.3.2
  Scenario: The non-turn player has no play timing
    Given player B's hand is "Jet"
    When player B tries to invade discarding "Jet"
    Then the action is refused by rule 7.3.2
