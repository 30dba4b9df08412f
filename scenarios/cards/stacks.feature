Feature: Cards stacked on and under other cards (3.2), real cards

  Background:
    Given the cards:
      | name         | type     | rank | color | traits       | threat | counter | invasion |
      | Godzilla     | monster  | I    | red   | ゴジラ        | 10000  |         | 1        |
      | Ghidorah III | monster  | III  | green | キングギドラ   | 20000  |         | 1        |
      | Tank         | battle   | 2    | red   | Weapon       |        | 6000    | 1        |
      | Jet          | battle   | 1    | red   | Weapon       |        | 2000    | 1        |
      | Plan         | strategy | 1    | red   | Plan         |        |         | 1        |
      | Drone        | battle   | 1    | blue  | 兵器          |        | 1000    | 1        |
      | Godzilla II  | monster  | II   | red   | ゴジラ        | 15000  |         | 1        |

  @rule-3.2.1
  Scenario: BP02-046 キングギドラ(1965) stacks its copies from the discard pile under itself, +3000 each (23000 + 5000 for rage 1 + 2 × 3000)
    Given player A's invading monster is "Ghidorah III" in zone 2
    And player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "BP02-046"
    And player A's discard pile is "BP02-046", "Tank", "BP02-046"
    When player A plays the monster "BP02-046"
    Then player A's discard pile has 1 card
    And player A's discard pile contains "Tank"
    And player A's invading monster has threat level 34000

  @rule-3.2.1
  Scenario: BP03-052 M.O.G.E.R.A. awakened searches one ランドモゲラー and one スターファルコン to put under itself
    Given player A's invading monster is "Godzilla" in zone 6
    And player B's invading monster is "Godzilla" in zone 7
    And player A's hand is "BP03-052"
    And player A's deck is "Jet", "BP03-043", "Tank", "BP03-046", "BP03-046"
    And player A will choose "BP03-046"
    And player A will choose "BP03-043"
    When player A plays "BP03-052" to zone 4
    Then player A has "BP03-052" in zone 4 with "BP03-046", "BP03-043" under it
    And player A's deck has 3 cards

  @rule-3.2.4
  Scenario: BP03-052 M.O.G.E.R.A. destroyed by the opponent's effect: the cards under it go to the hand
    Given player B is the turn player
    And player B's invading monster is "Godzilla" in zone 7
    And player A's invading monster is "Godzilla" in zone 1
    And player A has "BP03-052" in zone 4 with "BP03-046", "BP03-043" under it
    And player B's hand is "SD02-015"
    And player B will choose zone 4
    When player B activates "SD02-015"
    Then player A's zone 4 is empty
    And player A's hand contains "BP03-046"
    And player A's hand contains "BP03-043"
    And player A's discard pile has 1 card
    And player A's discard pile contains "BP03-052"

  @rule-3.2.4
  Scenario: BP03-052 M.O.G.E.R.A. destroyed by a rule, not an effect: the cards under it go with it
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 2
    And player A has "BP03-052" in zone 4 with "BP03-046" under it
    And player A's hand is "Tank"
    When player A plays "Tank" to zone 4
    Then player A has "Tank" in zone 4
    And player A's discard pile contains "BP03-046"
    And player A's hand has 0 cards

  @rule-3.2.5
  Scenario: BP03-047 ガルーダ in the opponent's monster's column becomes スーパーメカゴジラ for a Weapon card
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 2
    And player A has "BP03-047" in zone 7
    And player A's hand is "Drone"
    And player A's deck is "Tank", "BP03-053", "Jet"
    And player A will choose yes
    And player A will choose "BP03-053"
    When the game runs until the end phase
    Then player A has "BP03-053" in zone 7 with "BP03-047" under it
    And player A's discard pile contains "Drone"

  @rule-3.2.5
  Scenario: BP03-043 スターファルコン goes under ランドモゲラー, and a モゲラ card is played on top of them
    Given player A's invading monster is "Godzilla" in zone 4
    And player B's invading monster is "Godzilla" in zone 1
    And player A has "BP03-043" in zone 7
    And player A has "BP03-046" in zone 2
    And player A's deck is "Tank", "BP03-052", "Jet"
    And player A will choose yes
    And player A will choose "BP03-052"
    When the game runs until the end phase
    Then player A has "BP03-052" in zone 2 with "BP03-046", "BP03-043" under it
    And player A's zone 7 is empty

  @rule-3.2.5
  Scenario: BP03-043 スターファルコン not stacked: nothing is searched
    Given player A's invading monster is "Godzilla" in zone 4
    And player B's invading monster is "Godzilla" in zone 1
    And player A has "BP03-043" in zone 7
    And player A has "BP03-046" in zone 2
    And player A's deck is "Tank", "BP03-052", "Jet"
    And player A will choose no
    When the game runs until the end phase
    Then player A has "BP03-046" in zone 2 with nothing under it
    And player A has "BP03-043" in zone 7
    And player A's deck has 3 cards

  @rule-5.17.1
  Scenario: BP03-042 ゴーゴ in zone 8 goes under a モスラ with 【進化】, which evolves
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1
    And player A has "BP03-042" in zone 8
    And player A has "SD02-007" in zone 4
    And player A's hand is "Jet"
    And player A's deck is "SD02-010", "Tank", "Tank"
    And player A will choose yes
    And player A will choose yes
    And player A will choose "SD02-010"
    When player A invades discarding "Jet"
    Then player A has "SD02-010" in zone 4 with "SD02-007", "BP03-042" under it
    And player A's zone 8 is empty
    And player A's hand has 1 card

  @rule-10.9
  Scenario: BP02-012 ゴジラ(2016) 凍結 in zone 8 keeps the strategy cards discarded at the start phase under itself, then counters
    Given it is the start phase
    And player A's invading monster is "Godzilla" in zone 4
    And player B's invading monster is "Godzilla" in zone 3
    And player B's monster deck is "Godzilla II"
    And player A has "BP02-012" in zone 8
    And player A has "Plan" in strategy zone 1, placed before this turn
    And player A has "Plan" in strategy zone 2, placed before this turn
    And player A's deck is "Jet" x5
    And player A will choose yes
    And player A will choose yes
    When the game runs until the counter phase
    Then player A has "BP02-012" in zone 8 with "Plan", "Plan" under it
    And player A's discard pile has 0 cards
    And player B's invading monster is "Godzilla II" in zone 3

  @rule-10.9
  Scenario: BP02-012 ゴジラ(2016) 凍結 outside zone 8 replaces nothing
    Given it is the start phase
    And player A's invading monster is "Godzilla" in zone 4
    And player B's invading monster is "Godzilla" in zone 3
    And player A has "BP02-012" in zone 7
    And player A has "Plan" in strategy zone 1, placed before this turn
    And player A's deck is "Jet" x5
    When the game runs until the counter phase
    Then player A has "BP02-012" in zone 7 with nothing under it
    And player A's discard pile contains "Plan"

  @rule-3.2.5
  Scenario: ゴジラジュニア (BP03-051 with its lost trait icon restored) is played on top of リトルゴジラ at rank 5
    Given the cards:
      | name   | type   | rank | color | traits   | counter | invasion | text |
      | Junior | battle | 7    | blue  | ゴジラジュニア | 6000    | 2        | これをあなたの＜リトルゴジラ＞を持つ交戦カードの上に重ねて出現させるなら、等級を－２して手札から出現できる。これの下にあるカード１枚につき、撃退力＋5000。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 5
    And player A has "BP02-033" in zone 3
    And player A's hand is "Junior"
    When player A plays "Junior" to zone 3 on top of the card there
    Then player A has "Junior" in zone 3 with "BP02-033" under it
    And player A's total counter power is 11000

  @rule-8.2.1
  Scenario: ゴジラジュニア played to a zone the usual way keeps its rank 7
    Given the cards:
      | name   | type   | rank | color | traits   | counter | invasion | text |
      | Junior | battle | 7    | blue  | ゴジラジュニア | 6000    | 2        | これをあなたの＜リトルゴジラ＞を持つ交戦カードの上に重ねて出現させるなら、等級を－２して手札から出現できる。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 5
    And player A has "BP02-033" in zone 3
    And player A's hand is "Junior"
    When player A tries to play "Junior" to zone 4
    Then the action is refused by rule 8.2.1

  @rule-8.2.1
  Scenario: BP03-051 as the card list prints it names no trait, so it is never played on top of a card
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 5
    And player A has "BP02-033" in zone 3
    And player A's hand is "BP03-051"
    When player A tries to play "BP03-051" to zone 3 on top of the card there
    Then the action is refused by rule 8.2.1
