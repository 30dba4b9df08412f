Feature: Starter deck cards (SD01, SD02), as printed
  Each scenario uses real cards by their number; the table only adds plain cards
  to fill the board.

  Background:
    Given the cards:
      | name        | type     | rank | color | traits | threat | counter | invasion |
      | Godzilla    | monster  | I    | red   | ゴジラ  | 10000  |         | 1        |
      | Godzilla II | monster  | II   | red   | ゴジラ  | 15000  |         | 1        |
      | Tank        | battle   | 2    | red   | Weapon |        | 6000    | 1        |
      | Jet         | battle   | 1    | red   | Weapon |        | 2000    | 2        |
      | Heavy       | battle   | 6    | red   | Weapon |        | 6000    | 1        |

  @rule-12.5 @rule-12.2
  Scenario: SD01-006 played as rank II by 強襲2 destroys a battle card of rank 4 or less
    Given player A's invading monster is "Godzilla II" in zone 2
    And player B's invading monster is "Godzilla" in zone 3
    And player A's hand is "SD01-006"
    And player B has "Tank" in zone 4
    And player B has "Heavy" in zone 5
    When player A plays the monster "SD01-006" as rank II
    Then player A's invading monster is "SD01-006" in zone 2
    And player B's discard pile contains "Tank"
    And player B has "Heavy" in zone 5

  @rule-12.3 @rule-5.7.2
  Scenario: SD01-004 invading with rage 2 makes the opponent discard down to 2
    Given player A's invading monster is "SD01-004" in zone 2
    And player A's rage is 2
    And player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "Tank"
    And player B's hand is "Jet", "Jet", "Tank", "Tank"
    And player B will choose "Jet"
    And player B will choose "Jet"
    When player A invades discarding "Tank"
    Then player B's hand has 2 cards
    And player B's hand does not contain "Tank"

  @rule-12.3
  Scenario: SD01-004 invading with rage 1 does nothing
    Given player A's invading monster is "SD01-004" in zone 2
    And player A's rage is 1
    And player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "Tank"
    And player B's hand is "Jet", "Jet", "Tank", "Tank"
    When player A invades discarding "Tank"
    Then player B's hand has 4 cards

  @rule-10.9 @rule-11.3
  Scenario: SD01-011 crushed goes to the bottom of the deck instead of the discard pile
    Given player A's invading monster is "Godzilla" in zone 3
    And player B's invading monster is "Godzilla" in zone 1
    And player A has "SD01-011" in zone 4
    And player A's hand is "Tank"
    And player A's deck is "Jet" x2
    When player A invades discarding "Tank"
    Then player A's invading monster is "Godzilla" in zone 4
    And player A's deck has 3 cards
    And player A's discard pile has 1 card
    And player A's discard pile does not contain "SD01-011"

  @rule-12.4 @rule-7.4.2
  Scenario: SD01-010 東京の街 raises the other battle card in zone 8 once awake, twice with rage 2
    Given player A's invading monster is "Godzilla" in zone 6
    And player A's rage is 2
    And player B's invading monster is "Godzilla" in zone 1
    And player A has "SD01-010" in zone 2
    And player A has "Tank" in zone 8
    Then player A's total counter power is 16000

  @rule-12.4
  Scenario: SD01-010 東京の街 gives nothing before its awakening and below rage 2
    Given player A's invading monster is "Godzilla" in zone 5
    And player B's invading monster is "Godzilla" in zone 1
    And player A has "SD01-010" in zone 2
    And player A has "Tank" in zone 8
    Then player A's total counter power is 6000

  @rule-5.8
  Scenario: SD01-014 ゴジラ出現 with rage 2 searches a ゴジラ(2023) battle card and plays it
    Given player A's invading monster is "Godzilla" in zone 6
    And player A's rage is 2
    And player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "SD01-014"
    And player A's deck is "Jet", "SD01-011", "Tank"
    And player A will choose "SD01-011"
    And player A will choose zone 3
    When player A activates "SD01-014"
    Then player A has "SD01-011" in zone 3
    And player A's deck has 2 cards

  @rule-5.17 @rule-12.6
  Scenario: SD02-014 インファント島の伝説 evolves a card with 進化 into a モスラ from the deck
    Given player A's invading monster is "Godzilla" in zone 5
    And player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "SD02-014"
    And player A has "SD02-007" in zone 2
    And player A's deck is "SD02-010", "Tank", "Jet"
    And player A will choose yes
    And player A will choose "SD02-010"
    When player A activates "SD02-014"
    Then player A has "SD02-010" in zone 2
    And player A's hand has 1 card

  @rule-4.4.5.2
  Scenario: SD02-015 バーニングゴジラ暴走 destroys the battle cards in a named zone and those next to it
    Given player A's invading monster is "Godzilla" in zone 7
    And player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "SD02-015"
    And player B has "Tank" in zone 3
    And player B has "Heavy" in zone 4
    And player B has "Jet" in zone 6
    And player A will choose zone 3
    When player A activates "SD02-015"
    Then player B's zone 3 is empty
    And player B's zone 4 is empty
    And player B has "Jet" in zone 6

  @rule-12.4
  Scenario: SD02-009 スーパーX awake in zone 8 lowers the opponent's rage when it appears
    Given player A's invading monster is "Godzilla" in zone 4
    And player B's invading monster is "Godzilla" in zone 4
    And player B's rage is 2
    And player A's hand is "SD02-009"
    When player A plays "SD02-009" to zone 8
    Then player B's rage is 1

  @rule-10.8
  Scenario: SD02-006 ゴジラ(1995) gets +5000 threat for each strategy card the opponent has placed
    Given player A's invading monster is "SD02-006" in zone 1
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "BP01-079" in strategy zone 1
    And player B has "BP01-030" in strategy zone 2
    Then player A's invading monster has threat level 46000
