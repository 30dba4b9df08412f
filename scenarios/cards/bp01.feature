Feature: Booster 1 cards (BP01), as printed

  Background:
    Given the cards:
      | name        | type     | rank | color | traits | threat | counter | invasion |
      | Godzilla    | monster  | I    | red   | ゴジラ  | 10000  |         | 1        |
      | Godzilla II | monster  | II   | red   | ゴジラ  | 15000  |         | 1        |
      | Godzilla III | monster | III  | red   | ゴジラ  | 20000  |         | 1        |
      | Tank        | battle   | 2    | red   | Weapon |        | 6000    | 1        |
      | Jet         | battle   | 1    | red   | Weapon |        | 2000    | 2        |
      | Heavy       | battle   | 6    | red   | Weapon |        | 6000    | 1        |
      | Giant       | battle   | 2    | red   | Weapon |        | 40000   | 1        |
      | Plan        | strategy | 1    | red   | Plan   |        |         | 1        |

  @rule-5.17 @rule-12.2
  Scenario: BP01-035 ゴジラ(1989) evolves the 進化 cards next to it, not those further away
    Given player A's invading monster is "Godzilla III" in zone 2
    And player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "BP01-035"
    And player A has "BP01-044" in zone 3
    And player A has "BP01-044" in zone 5
    And player A's deck is "SD02-010", "Tank"
    And player A will choose yes
    And player A will choose "SD02-010"
    When player A plays the monster "BP01-035"
    Then player A has "SD02-010" in zone 3
    And player A has "BP01-044" in zone 5

  @rule-5.17
  Scenario: BP01-063 守護神と破壊神 evolves only 進化 cards of rank 4 or less
    Given player A's invading monster is "Godzilla" in zone 4
    And player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "BP01-063"
    And player A has "BP01-044" in zone 2
    And player A has "BP03-050" in zone 3
    And player A's deck is "SD02-010", "Tank"
    And player A will choose yes
    And player A will choose "SD02-010"
    When player A activates "BP01-063"
    Then player A has "SD02-010" in zone 2
    And player A has "BP03-050" in zone 3

  @rule-4.4.5.2
  Scenario: BP01-029 信じられない光景 spares cards above rank 5 in the named zones
    Given player A's invading monster is "Godzilla" in zone 3
    And player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "BP01-029"
    And player B has "Tank" in zone 7
    And player B has "Heavy" in zone 8
    And player B has "Jet" in zone 2
    And player A will choose zone 7
    When player A activates "BP01-029"
    Then player B's zone 7 is empty
    And player B has "Heavy" in zone 8
    And player B has "Jet" in zone 2

  @rule-5.5.1
  Scenario: BP01-070 バラゴン looks at the top card and may put it into the discard pile
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 5
    And player A's hand is "BP01-070"
    And player A's deck is "Jet", "Tank"
    And player A will choose no
    When player A plays "BP01-070" to zone 3
    Then player A's discard pile contains "Jet"
    And player A's deck has 1 card

  @rule-5.5.1
  Scenario: BP01-021 ラドン(1968) in the opponent's column looks at 2 and keeps what it wants
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 4
    And player A's hand is "BP01-021"
    And player A's deck is "Jet", "Tank", "Plan"
    And player A will choose yes
    And player A will choose no
    When player A plays "BP01-021" to zone 2
    Then player A's discard pile contains "Tank"
    And player A's deck has 2 cards

  @rule-5.5.1
  Scenario: BP01-021 ラドン(1968) outside the opponent's column looks at nothing
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 4
    And player A's hand is "BP01-021"
    And player A's deck is "Jet", "Tank", "Plan"
    When player A plays "BP01-021" to zone 3
    Then player A's deck has 3 cards
    And player A's discard pile has 0 cards

  @rule-5.15.1.1 @rule-7.4.3
  Scenario: BP01-038 ゴジラ(1995) is not countered by 50000 or less: it only moves back
    Given player B is the turn player
    And it is the counter phase
    And player A's invading monster is "BP01-038" in zone 7
    And player A's monster deck is "Godzilla"
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "Giant" in zone 2
    When the game runs until the end phase
    Then player A's invading monster is "BP01-038" in zone 4
    And the game is not over

  @rule-5.15.1.2.1
  Scenario: BP01-038 ゴジラ(1995) countered by more than 50000 is countered as usual
    Given player B is the turn player
    And it is the counter phase
    And player A's invading monster is "BP01-038" in zone 7
    And player A's monster deck is "Godzilla"
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "Giant" in zone 2
    And player B has "Giant" in zone 3
    When the game runs until the end phase
    Then player B wins the game by counter

  @rule-10.8 @rule-1.3.3
  Scenario: BP01-052 メガギラス awake with 5 monsters in the discard pile is not destroyed by the opponent
    Given player A's invading monster is "Godzilla" in zone 4
    And player A's discard pile is "Godzilla" x5
    And player A has "BP01-052" in zone 5
    And player B is the turn player
    And player B's invading monster is "Godzilla" in zone 6
    And player B's hand is "BP01-065"
    When player B activates "BP01-065"
    Then player A has "BP01-052" in zone 5

  @rule-10.8 @rule-5.12
  Scenario: BP01-065 ゴジラVSデストロイア destroys every battle card of the opponent's in zones 1 to 5
    Given player A's invading monster is "Godzilla" in zone 6
    And player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "BP01-065"
    And player B has "BP01-052" in zone 5
    And player B has "Tank" in zone 3
    And player B has "Jet" in zone 7
    When player A activates "BP01-065"
    Then player B's zone 5 is empty
    And player B's zone 3 is empty
    And player B has "Jet" in zone 7

  @rule-8.2.1
  Scenario: BP01-027 ヘドラ(1971) costs one rank less for each of your battle cards
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 6
    And player A has "Tank" in zone 2
    And player A has "Jet" in zone 3
    And player A's hand is "BP01-027"
    When player A plays "BP01-027" to zone 4
    Then player A has "BP01-027" in zone 4

  @rule-8.2.1
  Scenario: BP01-027 ヘドラ(1971) with one battle card is still too high
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 6
    And player A has "Tank" in zone 2
    And player A's hand is "BP01-027"
    When player A tries to play "BP01-027" to zone 4
    Then the action is refused by rule 8.2.1

  @rule-7.4.2
  Scenario: BP01-062 ゴジラVSデストロイア adds 10000 to the total while a デストロイア card is in your zones
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1
    And player A has "BP01-062" in strategy zone 1
    And player A has "BP01-049" in zone 3
    Then player A's total counter power is 13000

  @rule-5.16.1
  Scenario: BP01-028 ゴジラ対メカゴジラ keeps the opponent's low battle cards out of the battle in their turn
    Given player B is the turn player
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1
    And player A has "BP01-028" in strategy zone 1
    And player B has "Tank" in zone 3
    And player B has "Heavy" in zone 4
    Then player B's total counter power is 6000

  @rule-12.2
  Scenario: BP01-045 メガニューラ needs both: the opponent's column and two other battle cards
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 4
    And player B's rage is 2
    And player A has "Tank" in zone 5
    And player A has "Jet" in zone 6
    And player A's hand is "BP01-045", "BP01-045"
    When player A plays "BP01-045" to zone 3
    Then player B's rage is 2
    When player A plays "BP01-045" to zone 2
    Then player B's rage is 1

  @rule-10.6.2
  Scenario: BP01-076 怪獣総進撃 destroys a battle card only after your monster invaded this turn
    Given player A's invading monster is "Godzilla" in zone 2
    And player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "Jet", "BP01-076"
    And player B has "Tank" in zone 4
    When player A invades discarding "Jet"
    And player A activates "BP01-076"
    Then player B's discard pile contains "Tank"

  @rule-3.4
  Scenario: BP01-061 鱗粉攻撃 lowers the opponent's rage by 3 when it is 5 or more
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1
    And player B's rage is 5
    And player A's hand is "BP01-061"
    When player A activates "BP01-061"
    Then player B's rage is 2

  @rule-3.4
  Scenario: BP01-061 鱗粉攻撃 does nothing to a rage of 4
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1
    And player B's rage is 4
    And player A's hand is "BP01-061"
    When player A activates "BP01-061"
    Then player B's rage is 4
