Feature: Booster 2 and 3 and Festival cards (BP02, BP03, FC01), as printed

  Background:
    Given the cards:
      | name         | type     | rank | color | traits   | threat | counter | invasion |
      | Godzilla     | monster  | I    | red   | ゴジラ    | 10000  |         | 1        |
      | Godzilla II  | monster  | II   | red   | ゴジラ    | 15000  |         | 1        |
      | Biollante    | monster  | III  | blue  | ビオランテ | 20000  |         | 1        |
      | SpaceG IV    | monster  | IV   | green | スペースゴジラ | 25000 |       | 1        |
      | Tank         | battle   | 2    | red   | Weapon   |        | 6000    | 1        |
      | Jet          | battle   | 1    | red   | Weapon   |        | 2000    | 2        |
      | Heavy        | battle   | 6    | red   | Weapon   |        | 6000    | 1        |
      | Plan         | strategy | 1    | red   | Plan     |        |         | 1        |

  @rule-4.4.7
  Scenario: BP02-010 キングシーサー(2004) moves another of your battle cards to an empty zone
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 3
    And player A has "Tank" in zone 4
    And player A's hand is "BP02-010"
    And player A will choose zone 6
    When player A plays "BP02-010" to zone 3
    Then player A has "Tank" in zone 6
    And player A's zone 4 is empty

  @rule-5.6.1
  Scenario: BP02-069 ゴジラVSスペースゴジラ swaps the zones of two of the opponent's battle cards
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "Tank" in zone 2
    And player B has "Heavy" in zone 5
    And player A's hand is "BP02-069"
    When player A activates "BP02-069"
    Then player B has "Tank" in zone 5
    And player B has "Heavy" in zone 2

  @rule-5.10.1
  Scenario: BP02-078 モスラ成虫(2003) reveals 2, takes the battle cards of rank 5 or less, discards the rest
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 7
    And player A's hand is "BP02-078"
    And player A's deck is "Tank", "Plan", "Jet"
    When player A plays "BP02-078" to zone 2
    Then player A's hand contains "Tank"
    And player A's discard pile contains "Plan"
    And player A's deck has 1 card

  @rule-9.1.2
  Scenario: BP02-020 ヤシオリ作戦 fills every empty zone with a token, each lowering the opponent's rage
    Given player A's invading monster is "Godzilla" in zone 6
    And player B's invading monster is "Godzilla" in zone 1
    And player B's rage is 3
    And player A has "Tank" in zone 2
    And player A's discard pile is "Plan" x5
    And player A's hand is "BP02-020"
    And player A will choose "無人在来線爆弾: 相手の【怒り】を1減らす。"
    And player A will choose "無人在来線爆弾: 相手の【怒り】を1減らす。"
    And player A will choose "無人在来線爆弾: 相手の【怒り】を1減らす。"
    And player A will choose "無人在来線爆弾: 相手の【怒り】を1減らす。"
    And player A will choose "無人在来線爆弾: 相手の【怒り】を1減らす。"
    When player A activates "BP02-020"
    Then player A has "無人在来線爆弾" in zone 1
    And player A has "無人在来線爆弾" in zone 8
    And player A has "Tank" in zone 2
    And player B's rage is 0

  @rule-9.1.2
  Scenario: BP02-020 ヤシオリ作戦 with 4 strategy cards in the discard pile does nothing
    Given player A's invading monster is "Godzilla" in zone 6
    And player B's invading monster is "Godzilla" in zone 1
    And player A's discard pile is "Plan" x4
    And player A's hand is "BP02-020"
    When player A activates "BP02-020"
    Then player A's zone 1 is empty

  @rule-8.2.1
  Scenario: BP02-039 芦ノ湖の怪獣 lets a ビオランテ battle card be played 3 ranks lower
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1
    And player A has "BP02-039" in strategy zone 1
    And player A's hand is "BP01-048"
    When player A plays "BP01-048" to zone 3
    Then player A has "BP01-048" in zone 3

  @rule-8.2.1
  Scenario: Without 芦ノ湖の怪獣 the same ビオランテ battle card is too high
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "BP01-048"
    When player A tries to play "BP01-048" to zone 3
    Then the action is refused by rule 8.2.1

  @rule-7.4.2
  Scenario: BP02-017 タバ作戦 adds 5000 to the total with 4 battle cards in your turn
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1
    And player A has "BP02-017" in strategy zone 1
    And player A has "Tank" in zone 2
    And player A has "Tank" in zone 3
    And player A has "Tank" in zone 4
    And player A has "Tank" in zone 5
    Then player A's total counter power is 29000

  @rule-10.8
  Scenario: BP02-015 ラドン(2004) in the zone numbered as the opponent's monster's gets +3000
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 3
    And player A has "BP02-015" in zone 3
    Then player A's total counter power is 7000

  @rule-3.4
  Scenario: BP02-008 ゴジラ(1969) gaining rage destroys the battle card in the same-numbered zone
    Given player A's invading monster is "BP02-008" in zone 4
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "Tank" in zone 4
    And player B has "Jet" in zone 5
    And player A's hand is "Godzilla"
    When player A discards "Godzilla" to gain rage
    Then player B's zone 4 is empty
    And player B has "Jet" in zone 5

  @rule-9.1
  Scenario: BP02-054 スペースゴジラ destroys one battle card for each 結晶体 when its rage goes up
    Given player A's invading monster is "BP02-054" in zone 2
    And player B's invading monster is "Godzilla" in zone 1
    And player A has "結晶体" in zone 3
    And player A has "結晶体" in zone 4
    And player B has "Tank" in zone 2
    And player B has "Jet" in zone 5
    And player B has "Heavy" in zone 6
    And player A's hand is "Godzilla"
    When player A discards "Godzilla" to gain rage
    Then player B's zone 2 is empty
    And player B's zone 5 is empty
    And player B has "Heavy" in zone 6

  @rule-7.4.2
  Scenario: BP02-072 破壊神反撃 adds 20000 with three 結晶体 in your zones
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1
    And player A has "BP02-072" in strategy zone 1
    And player A has "結晶体" in zone 2
    And player A has "結晶体" in zone 3
    And player A has "結晶体" in zone 4
    Then player A's total counter power is 20000

  @rule-12.7 @rule-10.3.4.1
  Scenario: BP02-060 ガイガン(2004) crushed may return from the discard pile to the hand
    Given player A's invading monster is "Godzilla" in zone 3
    And player B's invading monster is "Godzilla" in zone 2
    And player A has "BP02-060" in zone 4
    And player A's hand is "Tank"
    And player A will choose yes
    When player A invades discarding "Tank"
    Then player A's hand contains "BP02-060"

  @rule-3.4
  Scenario: BP02-074 噛みつき攻撃！ raises your rage by the rank of the opponent's monster
    Given player A's invading monster is "Godzilla" in zone 7
    And player B's invading monster is "Godzilla II" in zone 1
    And player A's hand is "BP02-074"
    When player A activates "BP02-074"
    Then player A's rage is 2

  @rule-10.8 @rule-1.3.3
  Scenario: BP03-053 スーパーメカゴジラ is not destroyed by the opponent while their rage is 0
    Given player B is the turn player
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 6
    And player A has "BP03-053" in zone 3
    And player B's hand is "BP01-065"
    When player B activates "BP01-065"
    Then player A has "BP03-053" in zone 3

  @rule-5.12
  Scenario: BP03-053 スーパーメカゴジラ is destroyed when the opponent has rage
    Given player B is the turn player
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 6
    And player B's rage is 1
    And player A has "BP03-053" in zone 3
    And player B's hand is "BP01-065"
    When player B activates "BP01-065"
    Then player A's discard pile contains "BP03-053"

  @rule-1.3.3
  Scenario: FC01-006 キングギドラの防御 keeps your battle cards from the opponent's effects in their turn
    Given player B is the turn player
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 6
    And player A has "FC01-006" in strategy zone 1
    And player A has "Tank" in zone 3
    And player B's hand is "BP01-065"
    When player B activates "BP01-065"
    Then player A has "Tank" in zone 3

  @rule-5.7.2
  Scenario: BP03-069 スペースビーム with a メカゴジラ card in zone 8 also destroys low battle cards
    Given player A's invading monster is "Godzilla" in zone 4
    And player B's invading monster is "Godzilla" in zone 1
    And player A has "BP03-038" in zone 8
    And player B has "Tank" in zone 3
    And player B's hand is "Jet" x5
    And player A's hand is "BP03-069"
    When player A activates "BP03-069"
    Then player B's hand has 4 cards
    And player B's discard pile contains "Tank"

  @rule-10.8
  Scenario: BP03-030 AC-3 しらさぎ gives +3000 to a メカゴジラ battle card in zone 8
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1
    And player A has "BP03-030" in zone 2
    And player A has "BP03-038" in zone 8
    Then player A's total counter power is 11000

  @rule-4.4.5.4
  Scenario: BP03-041 ゴジラ(2023) in the opponent's column with rage 2 lowers their rage by 2
    Given player A's invading monster is "Godzilla" in zone 1
    And player A's rage is 2
    And player B's invading monster is "Godzilla" in zone 8
    And player B's rage is 3
    And player A's hand is "BP03-041"
    When player A plays "BP03-041" to zone 3
    Then player B's rage is 1

  @rule-8.2.1
  Scenario: BP03-066 千年竜王キングギドラ comes 2 ranks lower against 2 strategy cards and destroys one
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 6
    And player B has "Plan" in strategy zone 1
    And player B has "BP01-030" in strategy zone 2
    And player A's hand is "BP03-066"
    And player A will choose "Plan"
    When player A plays "BP03-066" to zone 2
    Then player B's discard pile contains "Plan"
    And player B has "BP01-030" in strategy zone 2

  @rule-10.3.4.1
  Scenario: BP03-063 キングギドラ(1998) comes back from the discard pile when your monster appears
    Given player A's invading monster is "Godzilla II" in zone 4
    And player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "Godzilla II"
    And player A's discard pile is "BP03-063"
    And player A will choose yes
    And player A will choose zone 5
    When player A plays the monster "Godzilla II"
    Then player A has "BP03-063" in zone 5

  @rule-3.4
  Scenario: BP03-079 ゴジラ捕獲！ sets the opponent's rage to 0
    Given player A's invading monster is "Godzilla" in zone 7
    And player B's invading monster is "Godzilla" in zone 1
    And player B's rage is 4
    And player A's hand is "BP03-079"
    When player A activates "BP03-079"
    Then player B's rage is 0

  @rule-10.6.2
  Scenario: BP03-016 ゴジラ(2003) discarding a battle card lowers the opponent's rage
    Given player A's invading monster is "BP03-016" in zone 2
    And player B's invading monster is "Godzilla" in zone 1
    And player B's rage is 2
    And player A's hand is "Tank"
    When player A invades discarding "Tank"
    Then player B's rage is 1
    And player A's rage is 0

  @rule-10.6.2
  Scenario: BP03-016 ゴジラ(2003) raises its own rage instead when the opponent's rage is 0
    Given player A's invading monster is "BP03-016" in zone 2
    And player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "Tank"
    When player A invades discarding "Tank"
    Then player A's rage is 1
    And player B's rage is 0

  @rule-1.3.3
  Scenario: BP02-025 ビオランテ花獣形態 can neither advance nor invade
    Given player A's invading monster is "BP02-025" in zone 2
    And player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "Tank"
    When player A tries to invade discarding "Tank"
    Then the action is refused by rule 1.3.3

  @rule-5.2.1
  Scenario: BP03-055 原始モスラ puts a モスラ battle card from the discard pile on top of the deck
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 3
    And player A's discard pile is "SD02-007", "Tank"
    And player A's deck is "Jet"
    And player A's hand is "BP03-055"
    And player A will choose "SD02-007"
    When player A plays "BP03-055" to zone 4
    Then player A's deck has 2 cards
    And player A's discard pile does not contain "SD02-007"

  @rule-10.8
  Scenario: BP01-074 キングギドラ(2024) gets +20000 while your 引力光線 is placed
    Given player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1
    And player A has "BP01-079" in strategy zone 1
    And player A has "BP01-074" in zone 2
    Then player A's total counter power is 28000

  @rule-10.8
  Scenario: BP03-076 福岡タワー決戦 counts your cards in zones 1, 5 and 8 in the opponent's turn
    Given player B is the turn player
    And player A's invading monster is "Godzilla" in zone 5
    And player B's invading monster is "Godzilla" in zone 1
    And player A has "BP03-076" in strategy zone 1
    And player A has "Tank" in zone 1
    And player A has "Jet" in zone 8
    And player A has "Heavy" in zone 3
    Then player A's invading monster has threat level 25000

  @rule-4.1.6
  Scenario: BP02-057 スペースゴジラ 飛行形態 moves the opponent's battle card in its column to an empty zone of yours (no player named: its master's, 4.1.6)
    Given player A's invading monster is "SpaceG IV" in zone 2
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "Tank" in zone 4
    And player A's hand is "BP02-057"
    And player A will choose "BP02-057: これと同じ縦列にいる相手の交戦カードを1枚、空いているエリアに移動させる。"
    And player A will choose zone 5
    And player A will choose zone 7
    And player A will choose zone 8
    When player A plays the monster "BP02-057"
    Then player A has "Tank" in zone 5
    And player B's zone 4 is empty
