Feature: Card events, references to what came before, and changes until the end of the turn (real cards)

  Background:
    Given the cards:
      | name         | type     | rank | color | traits | threat | counter | invasion |
      | Godzilla     | monster  | I    | red   | ゴジラ  | 10000  |         | 1        |
      | Godzilla II  | monster  | II   | red   | ゴジラ  | 15000  |         | 1        |
      | Godzilla III | monster  | III  | red   | ゴジラ  | 20000  |         | 1        |
      | Tank         | battle   | 2    | red   | Weapon |        | 6000    | 1        |
      | Jet          | battle   | 1    | red   | Weapon |        | 2000    | 1        |
      | Heavy        | battle   | 6    | red   | Weapon |        | 6000    | 1        |
      | Frigate      | battle   | 2    | blue  | Weapon |        | 3000    | 1        |
      | Plan         | strategy | 1    | red   | Plan   |        |         | 1        |

  @rule-10.3.4.1
  Scenario: BP03-061 ダガーラ discarded for an invasion appears from the discard pile
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "BP03-061"
    And player A will choose zone 5
    When player A invades discarding "BP03-061"
    Then player A has "BP03-061" in zone 5
    And player A's discard pile has 0 cards

  @rule-10.6.2
  Scenario: BP01-066 discarded from the hand by the opponent's BP02-070 raises its owner's rage
    Given player B is the turn player
    And it is the start phase
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1
    And player A has "BP02-070" in strategy zone 1, placed before this turn
    And player B's hand is "BP01-066", "Tank", "Tank", "Tank", "Tank", "Tank"
    And player B's deck is "Jet" x5
    And player B will choose yes
    And player B will choose "Tank"
    And player B will choose "Tank"
    And player B will choose "Tank"
    And player B will choose "Tank"
    And player B will choose "Tank"
    When the game runs until the counter phase
    Then player B's rage is 2
    And player B's discard pile contains "BP01-066"
    And player A's strategy zones are empty

  @rule-10.6.2
  Scenario: BP02-073 ブラッディ・チェーンソー destroys rank 6 or less in the column of each battle card you play
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 3
    And player A has "BP02-073" in strategy zone 1, placed before this turn
    And player B has "Heavy" in zone 4
    And player B has "Tank" in zone 7
    And player B has "Heavy" in zone 5
    And player A's hand is "Tank"
    When player A plays "Tank" to zone 2
    Then player B's zone 4 is empty
    And player B's zone 7 is empty
    And player B has "Heavy" in zone 5

  @rule-10.6.2
  Scenario: BP01-011 ゴジラ(フェス・ゴジラ) advancing into the opponent's monster's column pushes it forward
    Given player A's invading monster is "BP01-011" in zone 1
    And player B's invading monster is "Godzilla" in zone 4
    And player A's hand is "Tank"
    When player A invades discarding "Tank"
    Then player A's invading monster is "BP01-011" in zone 2
    And player B's invading monster is "Godzilla" in zone 5

  @rule-10.6.2
  Scenario: BP01-004 ゴジラ(1954) reaching zone 8 destroys every battle card of each player
    Given player A's invading monster is "BP01-004" in zone 7
    And player B's invading monster is "Godzilla" in zone 1
    And player A has "Jet" in zone 2
    And player B has "Tank" in zone 5
    And player A's hand is "Tank"
    When player A invades discarding "Tank"
    Then player A's zone 2 is empty
    And player B's zone 5 is empty

  @rule-11.3
  Scenario: BP01-007 ゴジラ(1975) crushing your own battle card by invading lowers the opponent's rage by 2
    Given player A's invading monster is "BP01-007" in zone 2
    And player B's invading monster is "Godzilla" in zone 1
    And player B's rage is 3
    And player A has "Jet" in zone 3
    And player A's hand is "Tank"
    When player A invades discarding "Tank"
    Then player A's zone 3 is empty
    And player B's rage is 1

  @rule-8.6
  Scenario: BP02-022 ゴジラ(1994) plays the blue battle card it discarded to invade
    Given player A's invading monster is "BP02-022" in zone 2
    And player B's invading monster is "Godzilla" in zone 5
    And player A's hand is "Frigate"
    And player A will choose zone 6
    When player A invades discarding "Frigate"
    Then player A has "Frigate" in zone 6

  @rule-8.6
  Scenario: BP02-022 ゴジラ(1994) leaves a red battle card discarded to invade in the discard pile
    Given player A's invading monster is "BP02-022" in zone 2
    And player B's invading monster is "Godzilla" in zone 5
    And player A's hand is "Tank"
    When player A invades discarding "Tank"
    Then player A's discard pile contains "Tank"

  @rule-7.5.6
  Scenario: BP03-032 メカゴジラ(1974) gets +1000 for each card of the hand it discards, for the turn
    Given player A's invading monster is "Godzilla" in zone 3
    And player B's invading monster is "Godzilla" in zone 1
    And player A has "BP03-032" in zone 4
    And player A's hand is "Plan", "Plan", "Plan"
    And player A will choose yes
    When the game runs until the end phase
    Then player A's hand has 0 cards
    And player A's total counter power is 6000

  @rule-10.8.1.7
  Scenario: BP02-029 ビオランテ植獣形態 doubles the opponent's battle cards in its column in their counter phase
    Given player B is the turn player
    And player A's invading monster is "BP02-029" in zone 2
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "Tank" in zone 4
    And player B has "Heavy" in zone 5
    When the game runs until the end phase
    Then player B's total counter power is 18000

  @rule-10.6.2
  Scenario: BP03-067 モンスターX discarded in your turn appears when your battle cards have two colors
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1
    And player A has "Tank" in zone 3
    And player A has "Frigate" in zone 4
    And player B has "Jet" in zone 2
    And player B has "Tank" in zone 3
    And player A's hand is "BP03-067"
    And player A will choose zone 5
    And player A will choose "Jet in zone 2"
    When player A invades discarding "BP03-067"
    Then player A has "BP03-067" in zone 5
    And player B's zone 2 is empty
    And player B has "Tank" in zone 3
    And player A's total counter power is 15000

  @rule-1.3.3
  Scenario: BP01-073 ゴジラｘメカゴジラ cannot be played with 7 monster cards in the discard pile
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 8
    And player A's discard pile is "Godzilla" x7
    And player A's hand is "BP01-073"
    When player A tries to play "BP01-073" to zone 2
    Then the action is refused by rule 1.3.3

  @rule-1.3.3
  Scenario: BP01-073 ゴジラｘメカゴジラ can be played with 8 monster cards in the discard pile
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 8
    And player A's discard pile is "Godzilla" x8
    And player A's hand is "BP01-073"
    When player A plays "BP01-073" to zone 2
    Then player A has "BP01-073" in zone 2

  @rule-1.3.3
  Scenario: BP02-068 メカキングギドラ in the column of the opponent's monster forbids it to invade
    Given player B is the turn player
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 4
    And player A has "BP02-068" in zone 2
    And player B's hand is "Tank"
    When player B tries to invade discarding "Tank"
    Then the action is refused by rule 1.3.3

  @rule-4.4.5.1
  Scenario: BP03-068 ゴジラ、空を飛ぶ moves a rank III monster from zone 3 straight to zone 8, and it cannot invade
    Given player A's invading monster is "Godzilla III" in zone 3
    And player B's invading monster is "Godzilla" in zone 1
    And player A has "Tank" in zone 5
    And player A's hand is "BP03-068", "Jet"
    When player A activates "BP03-068"
    And player A tries to invade discarding "Jet"
    Then the action is refused by rule 1.3.3
    And player A's invading monster is "Godzilla III" in zone 8
    And player A has "Tank" in zone 5

  @rule-8.6.1
  Scenario: BP02-079 破壊衝動 after advancing 1 zone by invading destroys the opponent's rank 4 or less
    Given player A's invading monster is "Godzilla" in zone 3
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "Tank" in zone 2
    And player B has "Heavy" in zone 5
    And player A's hand is "Tank", "BP02-079"
    When player A invades discarding "Tank"
    And player A activates "BP02-079"
    Then player B's zone 2 is empty
    And player B has "Heavy" in zone 5

  @rule-10.5.3
  Scenario: BP02-018 絶望 names a number up to its monster's zone and destroys a battle card in that zone
    Given player A's invading monster is "Godzilla" in zone 5
    And player A's rage is 2
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "Tank" in zone 4
    And player B has "Jet" in zone 3
    And player A's hand is "BP02-018"
    And player A will choose 4
    When player A activates "BP02-018"
    Then player B's zone 4 is empty
    And player B has "Jet" in zone 3

  @rule-4.4.5.5
  Scenario: BP03-058 ジラ moves beside itself at the end phase, and is destroyed next to its monster
    Given player A's invading monster is "Godzilla" in zone 6
    And player B's invading monster is "Godzilla" in zone 1
    And player A has "BP03-058" in zone 4
    And player A's deck is "Jet" x5
    And player A will choose zone 5
    When the game runs until the start phase
    Then player A's zone 4 is empty
    And player A's discard pile contains "BP03-058"

  @rule-4.4.5.5.2
  Scenario: BP03-078 メガロとガイガン destroys the opponent's rightmost and leftmost battle cards as you see them
    Given player A's invading monster is "Godzilla" in zone 5
    And player B's invading monster is "Godzilla" in zone 8
    And player B has "Tank" in zone 1
    And player B has "Jet" in zone 2
    And player B has "Heavy" in zone 4
    And player A's hand is "BP03-078"
    When player A activates "BP03-078"
    Then player B's zone 1 is empty
    And player B's zone 4 is empty
    And player B has "Jet" in zone 2

  @rule-10.3.4.1
  Scenario: BP03-071 ゴジラの骨 in the discard pile counts as the eighth monster card for BP01-073
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 8
    And player A's discard pile is "Godzilla" x7, "BP03-071"
    And player A's hand is "BP01-073"
    When player A plays "BP01-073" to zone 2
    Then player A has "BP01-073" in zone 2

  @rule-5.15.1.2
  Scenario: BP03-074 1億3千万年の旅 plays the next rank sharing a trait from the monster deck
    Given player A's invading monster is "Godzilla" in zone 6
    And player B's invading monster is "Godzilla" in zone 1
    And player A's monster deck is "Godzilla II", "Godzilla III"
    And player A's hand is "BP03-074"
    When player A activates "BP03-074"
    Then player A's invading monster is "Godzilla II" in zone 6

  @rule-7.5.2
  Scenario: BP02-056 スペースゴジラ advances once more in the end phase for each 結晶体 in your zones
    Given player A's invading monster is "BP02-056" in zone 2
    And player B's invading monster is "Godzilla" in zone 1
    And player A has "結晶体" in zone 7
    And player A has "結晶体" in zone 8
    And player A's deck is "Jet" x5
    When the game runs until the start phase
    Then player A's invading monster is "BP02-056" in zone 5

  @rule-10.5.4
  Scenario: BP01-020 アンギラス(1968) outside zone 8: the rage may still be paid, and then nothing more happens
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1
    And player A's rage is 2
    And player A has "BP01-020" in zone 7
    And player A's hand is "Jet"
    And player A's deck is "BP01-004", "Jet"
    And player A will choose yes
    When player A invades discarding "Jet"
    Then player A's rage is 1
    And player A's hand has 0 cards
    And player A's deck has 2 cards

  @rule-10.5.4
  Scenario: BP01-020 アンギラス(1968) in zone 8: the rage paid, a monster with 強襲 is found
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1
    And player A's rage is 2
    And player A has "BP01-020" in zone 8
    And player A's hand is "Jet"
    And player A's deck is "Jet", "BP01-004", "Jet"
    And player A will choose yes
    And player A will choose "BP01-004"
    When player A invades discarding "Jet"
    Then player A's rage is 1
    And player A's hand contains "BP01-004"
